import { describe, expect, it } from 'vitest';
import { loginWithEmail } from '@/api/generated/endpoints/auth/auth';
import { confirmPasswordReset, requestPasswordReset } from '@/api/generated/endpoints/password-reset/password-reset';
import { advanceMockClock } from '../../db/clock';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { issueRefreshToken } from '../../http/session';
import { lastMailTo, rejectionOf, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

const tokenFromMail = (email: string): string => {
  const link = lastMailTo(email, 'PASSWORD_RESET')?.payload ?? '';
  const match = /^\/reset-password#token=(.+)$/.exec(link);
  if (!match?.[1]) throw new Error(`No reset link was sent to ${email}: ${link}`);
  return match[1];
};

describe('password reset', () => {
  it('mails a link whose token sets a new password and ends the other sessions', async () => {
    const otherSession = issueRefreshToken('usr_fan');
    await expect(requestPasswordReset({ email: demoAccounts.fan })).resolves.toEqual({ email: demoAccounts.fan });
    await confirmPasswordReset({ token: tokenFromMail(demoAccounts.fan), password: 'fresh2026' });

    await expect(loginWithEmail({ email: demoAccounts.fan, password: 'fresh2026' })).resolves.toMatchObject({ user: { id: 'usr_fan' } });
    expect((await rejectionOf(loginWithEmail({ email: demoAccounts.fan, password: 'kizuna1234' }))).name).toBe('InvalidCredentials');
    expect(getDb().refreshTokens.some((r) => r.token === otherSession)).toBe(false);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = getDb().outbox.length;
    await expect(requestPasswordReset({ email: 'nobody@kizuna.example' })).resolves.toEqual({ email: 'nobody@kizuna.example' });
    expect(getDb().outbox).toHaveLength(before);
  });

  it('refuses a used token', async () => {
    await requestPasswordReset({ email: demoAccounts.fan });
    const token = tokenFromMail(demoAccounts.fan);
    await confirmPasswordReset({ token, password: 'fresh2026' });
    const error = await rejectionOf(confirmPasswordReset({ token, password: 'again2026' }));
    expect([error.status, error.name]).toEqual([400, 'InvalidResetToken']);
  });

  it('refuses a token after 30 minutes, and a made-up one', async () => {
    await requestPasswordReset({ email: demoAccounts.creator });
    advanceMockClock(30 * 60_000);
    const expired = await rejectionOf(confirmPasswordReset({ token: tokenFromMail(demoAccounts.creator), password: 'fresh2026' }));
    expect(expired.name).toBe('InvalidResetToken');
    expect((await rejectionOf(confirmPasswordReset({ token: 'rst_madeup', password: 'fresh2026' }))).name).toBe('InvalidResetToken');
  });
});
