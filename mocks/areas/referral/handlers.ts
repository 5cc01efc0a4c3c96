import { http } from 'msw';
import type { ReferralLinkResponse, ReferralStatisticsResponse, ShareLinkListResponse, ShareLinkResponse } from '@/api/generated/model';
import { createShareLinkBody, deleteShareLinkParams, resolveReferralLinkParams } from '@/api/generated/zod/referral/referral.zod';
import { getDb } from '../../db/store';
import { fail } from '../../http/errors';
import { apiPath, json, noContent, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody, validate } from '../../http/validate';
import { appOriginOf, createShareLinkFor, noShareLink, referralStatisticsOf, resolveReferralLink, shareLinksOf, toShareLink } from './rules';

export const referralHandlers = [
  http.get(
    apiPath('/referral/statistics'),
    route(({ request }) => json<ReferralStatisticsResponse>(referralStatisticsOf(requireUser(request)))),
  ),

  http.get(
    apiPath('/referral/share-links'),
    route(({ request }) => {
      const user = requireUser(request);
      const origin = appOriginOf(request);
      return json<ShareLinkListResponse>({ items: shareLinksOf(user.id).map((l) => toShareLink(l, origin)) });
    }),
  ),

  http.post(
    apiPath('/referral/share-links'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const { label, agentName } = await parseBody(request, createShareLinkBody);
      const row = createShareLinkFor(user, label, agentName);
      return json<ShareLinkResponse>({ shareLink: toShareLink(row, appOriginOf(request)) }, 201);
    }),
  ),

  http.get(
    apiPath('/referral/share-links/primary'),
    route(({ request }) => {
      const user = requireUser(request);
      const [primary] = shareLinksOf(user.id);
      if (!primary) throw noShareLink();
      return json<ShareLinkResponse>({ shareLink: toShareLink(primary, appOriginOf(request)) });
    }),
  ),

  http.delete(
    apiPath('/referral/share-links/:shareLinkId'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { shareLinkId } = validate(deleteShareLinkParams, params);
      const db = getDb();
      if (!db.shareLinks.some((l) => l.id === shareLinkId && l.userId === user.id)) throw fail.notFound('No such share link.');
      db.shareLinks = db.shareLinks.filter((l) => l.id !== shareLinkId);
      return noContent();
    }),
  ),

  http.get(
    apiPath('/referral/links/:code'),
    route(({ params }) => {
      const { code } = validate(resolveReferralLinkParams, params);
      return json<ReferralLinkResponse>({ referralLink: resolveReferralLink(code) });
    }),
  ),
];
