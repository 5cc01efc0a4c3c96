import type { VerificationCodeSentResponse, VerifyCodeResponse } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { now, nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { VerificationRow } from '../../db/schema';
import { MockApiError, fail } from '../../http/errors';
import { findUserByEmail } from '../auth/users';

// Sign-up e-mail verification: a six-digit code "e-mailed" to the outbox, valid 10 minutes,
// resendable after 60 seconds, and dead after 5 wrong guesses so it cannot be brute-forced.
export const codeTtlMs = 10 * 60_000;
export const resendCooldownMs = 60_000;
export const maxFailedAttempts = 5;

const newCode = (): string => String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0');

const later = (from: Date, ms: number): string => new Date(from.getTime() + ms).toISOString();

const isPast = (iso: string): boolean => new Date(iso).getTime() <= now().getTime();

const expired = () => new MockApiError(410, 'VerificationCodeExpired', 'The code has expired. Request a new one.');

const toSent = (row: VerificationRow): VerificationCodeSentResponse => ({
  verificationId: row.id,
  email: row.email,
  expiresAt: row.expiresAt,
  resendAvailableAt: row.resendAvailableAt,
});

/** Gives the row a fresh code and "e-mails" it; the previous code stops working. */
const issueCode = (row: VerificationRow): void => {
  row.code = newCode();
  // One reading of the clock for both, so they are exactly the rule's distance apart (two
  // readings could fall either side of a millisecond).
  const sentAt = now();
  row.expiresAt = later(sentAt, codeTtlMs);
  row.resendAvailableAt = later(sentAt, resendCooldownMs);
  row.failedAttempts = 0;
  getDb().outbox.push({
    id: newId('mail'),
    to: row.email,
    kind: 'VERIFICATION_CODE',
    subject: 'Your Kizuna verification code',
    payload: row.code,
    createdAt: nowIso(),
  });
};

const findVerification = (verificationId: string): VerificationRow => {
  const row = getDb().verifications.find((v) => v.id === verificationId);
  if (!row) throw fail.notFound('No such verification.');
  return row;
};

export const sendCode = (email: string): VerificationCodeSentResponse => {
  const address = email.toLowerCase();
  if (findUserByEmail(address)) throw emailAlreadyRegistered();
  const db = getDb();
  // Only the newest pending verification of an address counts.
  db.verifications
    .filter((v) => v.email === address && !v.emailVerifyId && !isPast(v.expiresAt))
    .forEach((v) => {
      v.expiresAt = nowIso();
    });
  const row: VerificationRow = {
    id: newId('vrf'),
    email: address,
    code: '',
    expiresAt: '',
    resendAvailableAt: '',
    emailVerifyId: null,
    usedAt: null,
    failedAttempts: 0,
    createdAt: nowIso(),
  };
  issueCode(row);
  db.verifications.push(row);
  return toSent(row);
};

export const resendCode = (verificationId: string): VerificationCodeSentResponse => {
  const row = findVerification(verificationId);
  if (row.emailVerifyId) throw fail.notFound('This e-mail is verified already.');
  const waitMs = new Date(row.resendAvailableAt).getTime() - now().getTime();
  if (waitMs > 0) throw fail.rateLimited(Math.ceil(waitMs / 1000));
  issueCode(row);
  return toSent(row);
};

export const verifyCode = (verificationId: string, code: string): VerifyCodeResponse => {
  const row = findVerification(verificationId);
  if (row.usedAt) throw expired();
  // A double-submitted correct code gets the same answer again.
  if (row.emailVerifyId) return { emailVerifyId: row.emailVerifyId, email: row.email };
  if (isPast(row.expiresAt) || (row.failedAttempts ?? 0) >= maxFailedAttempts) throw expired();
  if (code !== row.code) {
    row.failedAttempts = (row.failedAttempts ?? 0) + 1;
    throw new MockApiError(400, 'IncorrectVerificationCode', 'The code you entered is incorrect. Please try again.');
  }
  row.emailVerifyId = newId('evf');
  return { emailVerifyId: row.emailVerifyId, email: row.email };
};

export const emailAlreadyRegistered = () => new MockApiError(409, 'EmailAlreadyRegistered', 'Email already registered.');

/**
 * Spends the proof of a verified e-mail on a sign-up: it must exist, be unused and belong to
 * the same address.
 */
export const consumeEmailVerifyId = (emailVerifyId: string, email: string): void => {
  const row = getDb().verifications.find((v) => v.emailVerifyId === emailVerifyId);
  if (!row || row.usedAt || row.email !== email.toLowerCase()) {
    throw new MockApiError(400, 'EmailVerificationRequired', 'Email verification is required.');
  }
  row.usedAt = nowIso();
};
