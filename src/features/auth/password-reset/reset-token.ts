// The reset token arrives in the link's fragment (`/reset-password#token=…`): a fragment never
// reaches a server log, a proxy or a Referer header. It is read once, removed from the address
// bar (so it is not left in history, bookmarks or a shared screenshot) and then kept only in
// memory. Never log it and never put it in a query string.

let remembered: string | null = null;

/** The token in a location hash such as `#token=rst_…`, or null. */
export const tokenFromHash = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
};

/**
 * Takes the token from `hash` (the router's location) and strips it from the browser's address
 * bar with `history.replaceState`, keeping the router's history state. Later calls without a
 * token in the hash return the remembered one, so a re-render or React's double render in
 * development does not lose it.
 */
export const takeResetToken = (hash: string): string | null => {
  const fromHash = tokenFromHash(hash);
  if (fromHash) remembered = fromHash;
  if (typeof window !== 'undefined' && tokenFromHash(window.location.hash)) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return remembered;
};

/** Forgets the token: it is single use, so once it has been used (or refused) it is gone. */
export const forgetResetToken = (): void => {
  remembered = null;
};
