import type { Gender, Locale, PreferredGender, User } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { creditPoints } from '../wallet/rules';

// Accounts: finding them, creating them, and the contract's view of them. Profile and the
// session handlers share these, so an account always looks the same wherever it is returned.

/** Points every new account starts with, so a new fan can try a chat straight away. */
export const welcomeBonusPoints = 100;

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  username: row.username,
  nickname: row.nickname,
  fullName: row.fullName,
  birthDate: row.birthDate,
  gender: row.gender,
  preferredGender: row.preferredGender,
  location: row.location,
  address: row.address,
  locale: row.locale,
  avatarUrl: row.avatarUrl,
  // A Google account may later set a password through a reset; it then signs in both ways,
  // but it was made by Google and says so.
  authProvider: row.googleSub ? 'google' : 'email',
  createdAt: row.createdAt,
});

/** E-mail addresses are compared without case, as every mail provider does. */
export const findUserByEmail = (email: string): UserRow | undefined => {
  const wanted = email.toLowerCase();
  return getDb().users.find((u) => u.email.toLowerCase() === wanted);
};

export const findUserByGoogleSub = (sub: string): UserRow | undefined => getDb().users.find((u) => u.googleSub === sub);

/** The interface language of a new account: Japanese only when the browser asks for exactly ja. */
export const localeOf = (request: Request): Locale => {
  const first = (request.headers.get('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'ja' ? 'ja' : 'en';
};

const uniqueReferralCode = (nickname: string): string => {
  const stem = nickname.normalize('NFKD').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 6) || 'KIZUNA';
  const taken = new Set(getDb().users.map((u) => u.referralCode));
  for (;;) {
    const digits = crypto.getRandomValues(new Uint16Array(1))[0] ?? 0;
    const code = `${stem}${String(digits % 10_000).padStart(4, '0')}`;
    if (!taken.has(code)) return code;
  }
};

export interface NewAccount {
  email: string;
  password: string | null;
  googleSub: string | null;
  nickname: string;
  gender: Gender;
  preferredGender: PreferredGender;
  birthDate: string;
  locale: Locale;
}

/** Stores a new user with a referral code and a wallet holding the welcome bonus. */
export const createAccount = (account: NewAccount): UserRow => {
  const row: UserRow = {
    id: newId('usr'),
    email: account.email.toLowerCase(),
    password: account.password,
    googleSub: account.googleSub,
    username: null,
    nickname: account.nickname.trim(),
    fullName: null,
    birthDate: account.birthDate,
    gender: account.gender,
    preferredGender: account.preferredGender,
    location: null,
    address: null,
    locale: account.locale,
    avatarUrl: null,
    referralCode: uniqueReferralCode(account.nickname),
    referredBy: null,
    createdAt: nowIso(),
  };
  getDb().users.push(row);
  creditPoints(row.id, welcomeBonusPoints, { type: 'BONUS', description: 'Welcome bonus' });
  return row;
};
