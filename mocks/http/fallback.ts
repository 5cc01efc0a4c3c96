import { HttpHandler, http, matchRequestUrl, type RequestHandler } from 'msw';
import { everyHandlerOf } from './dispatch';
import { MockApiError } from './errors';
import { json } from './route';

// What a real server's router answers when no operation matches: a path the contract
// knows with a method it does not define is `405 MethodNotAllowed` with an `Allow` header;
// any other /api address is `404 NotFound`. Both in the contract's Error shape.
interface Route {
  method: string;
  path: string;
}

const routesOf = (handlers: readonly RequestHandler[]): Route[] =>
  everyHandlerOf(handlers).flatMap((handler) =>
    handler instanceof HttpHandler && typeof handler.info.path === 'string' && typeof handler.info.method === 'string'
      ? [{ method: handler.info.method.toUpperCase(), path: handler.info.path }]
      : [],
  );

/** The methods the handlers define for a URL (empty when the address is unknown). */
export const allowedMethods = (handlers: readonly RequestHandler[], url: URL): string[] => {
  const methods = routesOf(handlers)
    .filter((r) => matchRequestUrl(url, r.path).matches)
    .map((r) => r.method);
  return [...new Set(methods)].sort();
};

export const methodNotAllowed = (method: string, allow: string[]): MockApiError =>
  new MockApiError(405, 'MethodNotAllowed', `${method} is not defined for this address. Allowed: ${allow.join(', ')}.`);

export const notFoundRoute = (): MockApiError => new MockApiError(404, 'NotFound', 'There is no such address in the API.');

/** The answer for a request no handler took (also used by the standalone server for methods fetch cannot carry). */
export const unmatchedResponse = (handlers: readonly RequestHandler[], method: string, url: URL): Response => {
  const allow = allowedMethods(handlers, url);
  if (allow.length === 0) return json(notFoundRoute().toBody(), 404);
  return json(methodNotAllowed(method, allow).toBody(), 405, { Allow: allow.join(', ') });
};

/** Catch-all handlers to put after every real handler. */
export const fallbackHandlers = (handlers: readonly RequestHandler[]): RequestHandler[] => [
  // A predicate, not `*/api/*`: that pattern would also catch the dev server's module files
  // under /src/api/.
  http.all(
    ({ request }) => new URL(request.url).pathname.startsWith('/api/'),
    ({ request }) => unmatchedResponse(handlers, request.method, new URL(request.url)),
  ),
];
