// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../node';

// The same 405/404 answers in the handlers the browser worker and the Node tests use.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());

describe('requests no operation takes', () => {
  it('answers a method the address does not define with 405, Allow and an Error', async () => {
    const response = await fetch('http://127.0.0.1/api/payment/wallet', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ status: 405, name: 'MethodNotAllowed' });
  });

  it('answers an unknown /api address with 404 NotFound', async () => {
    const response = await fetch('http://127.0.0.1/api/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, name: 'NotFound' });
  });
});
