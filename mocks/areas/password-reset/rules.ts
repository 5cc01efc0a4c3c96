import { getDb } from '../../db/store';
import { now, nowIso } from '../../db/clock';
import { newId, newToken } from '../../db/ids';
import { MockApiError } from '../../http/errors';
import { findUserByEmail } from '../auth/users';
import { revokeAllRefreshTokens } from '../auth/sessions';

// Password reset by e-mailed link. The token travels in the link's fragment, so it never
// reaches a server log or a Referer header.
export const resetTokenTtlMs = 30 * 60_000;

export const resetLinkPath = (token: string): string => `/reset-password#token=${token}`;

/** Writes the e-mail when the address has an account; says nothing either way. */
export const requestReset = (email: string): void => {
  const user = findUserByEmail(email);
  if (!user) return;
  const token = `rst_${newToken(32)}`;
  getDb().resetTokens.push({
    token,
    userId: user.id,
    expiresAt: new Date(now().getTime() + resetTokenTtlMs).toISOString(),
    usedAt: null,
  });
  getDb().outbox.push({
    id: newId('mail'),
    to: user.email,
    kind: 'PASSWORD_RESET',
    subject: 'Reset your Kizuna password',
    payload: resetLinkPath(token),
    createdAt: nowIso(),
  });
};

/** Sets the new password and signs the account out of every other session. */
export const confirmReset = (token: string, password: string): void => {
  const db = getDb();
  const row = db.resetTokens.find((t) => t.token === token);
  const user = row && db.users.find((u) => u.id === row.userId);
  if (!row || !user || row.usedAt || new Date(row.expiresAt).getTime() <= now().getTime()) {
    throw new MockApiError(400, 'InvalidResetToken', 'This reset link is invalid or has expired.');
  }
  user.password = password;
  // Every outstanding link of this account dies with the one used.
  const usedAt = nowIso();
  db.resetTokens.filter((t) => t.userId === user.id && !t.usedAt).forEach((t) => {
    t.usedAt = usedAt;
  });
  revokeAllRefreshTokens(user.id);
};
