import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatchTo, everyHandlerOf } from './dispatch';

const answer = (name: string) => () => HttpResponse.json({ name });

const nameOf = async (response: Response | undefined) => ((await response?.json()) as { name?: string } | undefined)?.name;

describe('dispatchTo', () => {
  const list = http.get('*/api/chats', answer('list'));
  const messages = http.get('*/api/chats/:agentName/messages', ({ params }) => HttpResponse.json({ name: `messages of ${String(params.agentName)}` }));
  const send = http.post('*/api/chats/:agentName/messages', answer('send'));
  const wallet = http.get('*/api/payment/wallet', answer('wallet'));
  const dispatcher = dispatchTo([list, messages, send, wallet]);

  it('answers with the handler for the method and path, path params included', async () => {
    expect(await nameOf(await getResponse([dispatcher], new Request('http://localhost/api/chats')))).toBe('list');
    expect(await nameOf(await getResponse([dispatcher], new Request('http://localhost/api/chats/aoi_draws/messages')))).toBe('messages of aoi_draws');
    expect(await nameOf(await getResponse([dispatcher], new Request('http://localhost/api/chats/aoi_draws/messages', { method: 'POST' })))).toBe('send');
  });

  it('asks only the handlers whose method and literal path start fit', async () => {
    const parses = [list, messages, send, wallet].map((handler) => vi.spyOn(handler, 'parse'));
    await getResponse([dispatcher], new Request('http://localhost/api/payment/wallet'));
    expect(parses.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1]);
    await getResponse([dispatcher], new Request('http://localhost/api/chats/aoi_draws/messages', { method: 'POST' }));
    expect(parses.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 1, 1]);
  });

  it('lets what no handler takes fall through to the next handler', async () => {
    const fallback = http.all('*', answer('fallback'));
    expect(await nameOf(await getResponse([dispatcher, fallback], new Request('http://localhost/api/chats', { method: 'DELETE' })))).toBe('fallback');
    expect(await nameOf(await getResponse([dispatcher, fallback], new Request('http://localhost/api/nothing-here')))).toBe('fallback');
    expect(await getResponse([dispatcher], new Request('http://localhost/elsewhere'))).toBeUndefined();
  });

  it('keeps a handler meant for one use to one use', async () => {
    const once = dispatchTo([http.get('*/api/once', answer('once'), { once: true })]);
    expect(await nameOf(await getResponse([once], new Request('http://localhost/api/once')))).toBe('once');
    expect(await getResponse([once], new Request('http://localhost/api/once'))).toBeUndefined();
  });

  it('shows the handlers behind it to the 405 fallback', () => {
    expect(everyHandlerOf([dispatcher, wallet])).toEqual([list, messages, send, wallet, wallet]);
  });
});
