import { http } from 'msw';
import type { CheckInStatusResponse, ClaimCheckInResponse } from '@/api/generated/model';
import { withIdempotency } from '../../http/idempotency';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { checkInStatus, claim } from './rules';

export const checkInHandlers = [
  http.get(
    apiPath('/check-in/status'),
    route(({ request }) => {
      const user = requireUser(request);
      return json<CheckInStatusResponse>({ checkIn: checkInStatus(user.id) });
    }),
  ),

  http.post(
    apiPath('/check-in/claim'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const result = await withIdempotency<ClaimCheckInResponse>(request, user.id, null, () => ({ status: 201, body: claim(user.id) }));
      return json<ClaimCheckInResponse>(result.body, result.status);
    }),
  ),
];
