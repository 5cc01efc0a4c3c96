import type { ReferralLink, ReferralStatisticsResponse, ShareLink } from '@/api/generated/model';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { newId, newToken } from '../../db/ids';
import type { ShareLinkRow, UserRow } from '../../db/schema';
import { MockApiError, fail } from '../../http/errors';

/**
 * Where a link points: the web app that asked. The browser calls same-origin, so the
 * request's own origin is the app; a cross-origin caller (the app against the standalone
 * server) names itself in `Origin`.
 */
export const appOriginOf = (request: Request): string => request.headers.get('origin') ?? new URL(request.url).origin;

export const toShareLink = (row: ShareLinkRow, origin: string): ShareLink => ({
  id: row.id,
  code: row.code,
  url: `${origin}/r/${row.code}`,
  label: row.label,
  agentName: row.agentName,
  clicks: row.clicks,
  signups: row.signups,
  createdAt: row.createdAt,
});

/** Newest first; the first one is the primary link the share button uses. */
export const shareLinksOf = (userId: string): ShareLinkRow[] =>
  getDb()
    .shareLinks.filter((l) => l.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const createShareLinkFor = (user: UserRow, label: string, agentName: string | undefined): ShareLinkRow => {
  const db = getDb();
  const trimmed = label.trim();
  if (agentName && !db.agents.some((a) => a.name === agentName && a.isPublished)) throw fail.notFound('No agent has that name.');
  const agent = agentName ?? null;
  if (db.shareLinks.some((l) => l.userId === user.id && l.label.toLowerCase() === trimmed.toLowerCase() && l.agentName === agent)) {
    throw fail.alreadyAdded();
  }
  const row: ShareLinkRow = {
    id: newId('shl'),
    userId: user.id,
    code: `${user.referralCode.toLowerCase()}-${newToken(6)}`,
    label: trimmed,
    agentName: agent,
    clicks: 0,
    signups: 0,
    createdAt: nowIso(),
  };
  db.shareLinks.push(row);
  return row;
};

export const noShareLink = (): MockApiError => new MockApiError(404, 'NoShareLink', "There's no link to share right now.");

export const referralStatisticsOf = (user: UserRow): ReferralStatisticsResponse => {
  const db = getDb();
  const links = db.shareLinks.filter((l) => l.userId === user.id);
  const referrals = db.referrals
    .filter((r) => r.referrerId === user.id)
    .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
  return {
    referralCode: user.referralCode,
    clicks: links.reduce((sum, l) => sum + l.clicks, 0),
    signups: links.reduce((sum, l) => sum + l.signups, 0),
    fanReferrals: referrals.filter((r) => r.kind === 'FAN').length,
    creatorReferrals: referrals.filter((r) => r.kind === 'CREATOR').length,
    earnedCents: referrals.reduce((sum, r) => sum + r.earnedCents, 0),
    referrals: referrals.map((r) => ({
      nickname: db.users.find((u) => u.id === r.referredUserId)?.nickname ?? 'Someone',
      kind: r.kind,
      joinedAt: r.joinedAt,
      earnedCents: r.earnedCents,
    })),
  };
};

const findLinkByCode = (code: string): ShareLinkRow | undefined => {
  const wanted = code.toLowerCase();
  return getDb().shareLinks.find((l) => l.code.toLowerCase() === wanted);
};

/** A visitor opened `/r/{code}`: count the visit and say where the link leads. */
export const resolveReferralLink = (code: string): ReferralLink => {
  const link = findLinkByCode(code);
  if (!link) throw fail.notFound('No share link has that code.');
  link.clicks += 1;
  const referrer = getDb().users.find((u) => u.id === link.userId);
  return { code: link.code, agentName: link.agentName, referrerNickname: referrer?.nickname ?? 'Kizuna' };
};

/**
 * A new account arrived through a share link: the link counts the sign-up and its owner gets a
 * referral (a fan; it becomes an agent referral if the new user later creates an agent). An
 * unknown or own code is ignored: a stale link must never block a sign-up.
 */
export const recordReferralSignup = (newUser: UserRow, code: string | undefined): void => {
  if (!code) return;
  const link = findLinkByCode(code);
  if (!link || link.userId === newUser.id) return;
  link.signups += 1;
  newUser.referredBy = link.userId;
  getDb().referrals.push({ id: newId('ref'), referrerId: link.userId, referredUserId: newUser.id, kind: 'FAN', joinedAt: nowIso(), earnedCents: 0 });
};
