import { afterAll, beforeAll, bench, describe } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { httpClient } from '@/api/http-client';
import { setAccessToken } from '@/lib/token-storage';

// The client's single-flight refresh under load: N concurrent requests meet an expired
// token; the figures are the time for all of them and how many refresh calls were made.
const server = setupServer();
let refreshes = 0;
let valid = 'none';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.use(
    http.get('*/api/things', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${valid}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ status: 401, name: 'ExpiredAccessToken', description: 'expired' }, { status: 401 }),
    ),
    http.post('*/api/auth/refresh-token', () => {
      refreshes += 1;
      valid = `fresh-${refreshes}`;
      return HttpResponse.json({ accessToken: valid });
    }),
  );
});
afterAll(() => server.close());

describe('expired token, concurrent requests', () => {
  for (const concurrency of [20, 200]) {
    let rounds = 0;
    bench(
      `${concurrency} requests share one refresh`,
      async () => {
        setAccessToken('stale');
        valid = 'none';
        await Promise.all(Array.from({ length: concurrency }, () => httpClient('/things', { method: 'GET' })));
        rounds += 1;
      },
      {
        teardown: () => {
          if (rounds) console.log(`${concurrency} concurrent requests: ${(refreshes / rounds).toFixed(2)} refresh call(s) per round over ${rounds} rounds`);
          refreshes = 0;
          rounds = 0;
        },
      },
    );
  }
});
