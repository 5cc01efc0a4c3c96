// The share-link code a visitor arrived with (/r/{code}), remembered through sign-up so the
// sign-up payload can carry it (`referralCode`) and the referrer is credited. localStorage,
// so it survives the e-mail verification step and a closed tab; it expires after 30 days, as
// a referral cookie would, and is forgotten once an account signs in.
const storageKey = 'kizuna.referralCode';
const lifetimeMs = 30 * 86_400_000;
const codePattern = /^[A-Za-z0-9_-]{4,64}$/;

interface Stored {
  code: string;
  at: number;
}

export const rememberReferralCode = (code: string, now = Date.now()): void => {
  if (!codePattern.test(code)) return;
  try {
    localStorage.setItem(storageKey, JSON.stringify({ code, at: now } satisfies Stored));
  } catch {
    // Storage refused (private mode): the visit still works, only the credit is lost.
  }
};

/** The remembered code, or undefined when none, expired or unreadable. */
export const rememberedReferralCode = (now = Date.now()): string | undefined => {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<Stored> | null;
    if (!stored || typeof stored.code !== 'string' || typeof stored.at !== 'number') return undefined;
    if (now - stored.at > lifetimeMs || !codePattern.test(stored.code)) return undefined;
    return stored.code;
  } catch {
    return undefined;
  }
};

export const forgetReferralCode = (): void => {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to forget.
  }
};
