import { http } from 'msw';
import type { StatisticsResponse } from '@/api/generated/model';
import { getMyAgentStatisticsQueryParams } from '@/api/generated/zod/statistics/statistics.zod';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { queryOf, validate } from '../../http/validate';
import { requireOwnedAgent } from '../my-agent/rules';
import { statisticsFor } from './rules';

export const statisticsHandlers = [
  http.get(
    apiPath('/my-agent/statistics'),
    route(({ request }) => {
      const agent = requireOwnedAgent(requireUser(request));
      const { period } = validate(getMyAgentStatisticsQueryParams, queryOf(request));
      return json<StatisticsResponse>(statisticsFor(agent, period));
    }),
  ),
];
