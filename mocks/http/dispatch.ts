import { HttpHandler, http, matchRequestUrl, type RequestHandler } from 'msw';

// msw answers a request by asking each of its handlers in turn, and every handler it asks
// first parses the request: the URL match and all of the request's cookies (document.cookie
// and msw's own cookie store, appended to the request's headers again each time). With the
// ~90 handlers of the mock backend that was ~45 cookie reads per request on average, about
// 4 % of the unit suite's CPU time (docs/decisions/testing.md), and the same work in the
// browser on every call the app makes. The dispatcher is one handler in front of them: it
// picks the handler by method and the literal start of its path, and runs only that one,
// through msw's own `run` (same params, cookies, `once` and response cookies as before).

interface Candidate {
  handler: RequestHandler;
  /** The request method it answers (upper case), or null for any. */
  method: string | null;
  /** The literal start of its path after the origin wildcard (`/api/chats/`), or null when it has none to check. */
  prefix: string | null;
}

/** `*\/api/chats/:agentName/messages` → `/api/chats/`; null for a pattern without a literal start. */
const literalStartOf = (path: unknown): string | null => {
  if (typeof path !== 'string' || !path.startsWith('*/')) return null;
  const rest = path.slice(1);
  const end = rest.search(/[:*(]/);
  return end === -1 ? rest : rest.slice(0, end);
};

const candidateOf = (handler: RequestHandler): Candidate => {
  if (!(handler instanceof HttpHandler)) return { handler, method: null, prefix: null };
  const { method, path } = handler.info;
  return { handler, method: typeof method === 'string' ? method.toUpperCase() : null, prefix: literalStartOf(path) };
};

const mayTake = ({ handler, method, prefix }: Candidate, request: Request, url: URL): boolean => {
  if (method !== null && method !== request.method) return false;
  if (prefix !== null && !url.pathname.startsWith(prefix)) return false;
  // The full match (path params, a trailing slash) is msw's, done again inside `run`.
  const path = handler instanceof HttpHandler ? handler.info.path : null;
  return typeof path !== 'string' || matchRequestUrl(url, path).matches;
};

/**
 * One msw handler that answers what `handlers` answer, asking only the handlers whose method
 * and path fit the request. Requests none of them takes fall through to the handlers after it.
 */
export const dispatchTo = (handlers: readonly RequestHandler[]): RequestHandler => {
  const candidates = handlers.map(candidateOf);
  const mayBeFor = (url: URL) => candidates.some(({ prefix }) => prefix === null || url.pathname.startsWith(prefix));
  const dispatcher = http.all(
    ({ request }) => mayBeFor(new URL(request.url)),
    async ({ request, requestId }) => {
      const url = new URL(request.url);
      for (const candidate of candidates) {
        if (!mayTake(candidate, request, url)) continue;
        const result = await candidate.handler.run({ request, requestId });
        if (result?.response) return result.response;
      }
      return undefined;
    },
  );
  behind.set(dispatcher, handlers);
  return dispatcher;
};

const behind = new WeakMap<RequestHandler, readonly RequestHandler[]>();

/** The handlers a list answers with, the dispatchers' own included (what the 405 fallback reads). */
export const everyHandlerOf = (handlers: readonly RequestHandler[]): RequestHandler[] =>
  handlers.flatMap((handler) => {
    const inner = behind.get(handler);
    return inner ? everyHandlerOf(inner) : [handler];
  });
