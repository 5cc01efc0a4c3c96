import { describe, expect, it, vi } from 'vitest';
import {
  resendVerificationCode,
  sendVerificationCode,
  verifyVerificationCode,
} from '@/api/generated/endpoints/verification/verification';
import { advanceMockClock } from '../../db/clock';
import { lastMailTo, rejectionOf, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

const email = 'Mika@Kizuna.example';

const codeFor = (address: string): string => {
  const mail = lastMailTo(address, 'VERIFICATION_CODE');
  if (!mail) throw new Error(`No code was sent to ${address}`);
  return mail.payload;
};

/** A six-digit code that is certainly not the right one. */
const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up verification codes', () => {
  it('e-mails a six-digit code that verifies the address once entered', async () => {
    // A clock that moves a millisecond at every reading: the code's deadlines must come from one.
    const realNow = Date.now.bind(Date);
    let ticks = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + (ticks += 1));
    const sent = await sendVerificationCode({ email }).finally(() => clock.mockRestore());
    expect(sent.email).toBe('mika@kizuna.example');
    const code = codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(new Date(sent.expiresAt).getTime() - new Date(sent.resendAvailableAt).getTime()).toBe(9 * 60_000);

    const verified = await verifyVerificationCode({ verificationId: sent.verificationId, code });
    expect(verified).toEqual({ emailVerifyId: expect.stringMatching(/^evf_/), email: 'mika@kizuna.example' });
  });

  it('refuses an address that already has an account', async () => {
    const error = await rejectionOf(sendVerificationCode({ email: 'FAN@kizuna.example' }));
    expect([error.status, error.name]).toEqual([409, 'EmailAlreadyRegistered']);
  });

  it('says a wrong code is incorrect, and kills the verification after five wrong tries', async () => {
    const { verificationId } = await sendVerificationCode({ email });
    const code = codeFor(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const error = await rejectionOf(verifyVerificationCode({ verificationId, code: wrongCode(code) }));
      expect([error.status, error.name]).toEqual([400, 'IncorrectVerificationCode']);
    }
    const error = await rejectionOf(verifyVerificationCode({ verificationId, code }));
    expect([error.status, error.name]).toEqual([410, 'VerificationCodeExpired']);
  });

  it('lets a code expire after ten minutes', async () => {
    const { verificationId } = await sendVerificationCode({ email });
    advanceMockClock(10 * 60_000);
    const error = await rejectionOf(verifyVerificationCode({ verificationId, code: codeFor(email) }));
    expect([error.status, error.name]).toEqual([410, 'VerificationCodeExpired']);
  });

  it('makes a resend wait 60 seconds, and the new code replaces the old one', async () => {
    const { verificationId } = await sendVerificationCode({ email });
    const firstCode = codeFor(email);

    advanceMockClock(20_000);
    const tooSoon = await rejectionOf(resendVerificationCode({ verificationId }));
    expect([tooSoon.status, tooSoon.name, tooSoon.body.retryAfterSeconds]).toEqual([429, 'RateLimited', 40]);

    advanceMockClock(40_000);
    const resent = await resendVerificationCode({ verificationId });
    expect(resent.verificationId).toBe(verificationId);
    const secondCode = codeFor(email);

    // Random codes repeat once in a million resends; then the old code is the new one.
    if (secondCode !== firstCode) {
      const stale = await rejectionOf(verifyVerificationCode({ verificationId, code: firstCode }));
      expect(stale.name).toBe('IncorrectVerificationCode');
    }
    await expect(verifyVerificationCode({ verificationId, code: secondCode })).resolves.toMatchObject({ email: 'mika@kizuna.example' });
  });

  it('answers 404 for an unknown verification', async () => {
    const error = await rejectionOf(verifyVerificationCode({ verificationId: 'vrf_nope', code: '123456' }));
    expect([error.status, error.name]).toEqual([404, 'NotFound']);
  });
});
