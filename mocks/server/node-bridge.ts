import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import { MockApiError } from '../http/errors';
import { unmatchedResponse } from '../http/fallback';
import { applyCors } from './cors';

// Node's HTTP server in front of the MSW handlers, written so that no request can stop it:
// every answer, even to a malformed request, is in the contract's Error shape.
// (@mswjs/http-middleware let fetch's `new Request()` throw on TRACE and took the process down.)

/** JSON bodies: far above any field limit of the contract. */
export const maxJsonBodyBytes = 1024 * 1024;
/** Multipart uploads: the largest file the contract accepts (50 MB video) plus the form's framing. */
export const maxUploadBodyBytes = 51 * 1024 * 1024;

class BodyTooLarge extends Error {}

const errorBody = (status: number, name: string, description: string): string => JSON.stringify({ status, name, description });

const payloadTooLarge = (limit: number): MockApiError =>
  new MockApiError(413, 'PayloadTooLarge', `The request body is larger than ${Math.round(limit / 1024)} KB.`);

const readBody = (req: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });

const toHeaders = (incoming: IncomingHttpHeaders): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // A header fetch refuses (a forbidden byte) is dropped, like a proxy would.
      }
    }
  }
  return headers;
};

const writeResponse = async (res: ServerResponse, response: Response, closeAfter = false): Promise<void> => {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (closeAfter) res.setHeader('Connection', 'close');
  res.end(Buffer.from(await response.arrayBuffer()));
};

const jsonResponse = (error: MockApiError): Response =>
  new Response(JSON.stringify(error.toBody()), { status: error.status, headers: { 'Content-Type': 'application/json' } });

/** The request listener: CORS, body limits, MSW handlers, the 404/405 fallback, and a 500 as the last resort. */
export const createRequestListener =
  (handlers: readonly RequestHandler[]) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (applyCors(req, res)) return;
      const method = (req.method ?? 'GET').toUpperCase();
      // The Host header is the caller's to garble; the handlers only read the path and query.
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${req.socket.localPort ?? 80}`);
      const limit = /^multipart\//i.test(req.headers['content-type'] ?? '') ? maxUploadBodyBytes : maxJsonBodyBytes;
      if (Number(req.headers['content-length'] ?? 0) > limit) {
        req.resume();
        await writeResponse(res, jsonResponse(payloadTooLarge(limit)), true);
        return;
      }
      const body = await readBody(req, limit);
      let request: Request;
      try {
        request = new Request(url, {
          method,
          headers: toHeaders(req.headers),
          body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
        });
      } catch {
        // fetch cannot carry TRACE, TRACK or CONNECT: no operation uses them either.
        await writeResponse(res, unmatchedResponse(handlers, method, url));
        return;
      }
      const response = (await getResponse([...handlers], request)) ?? unmatchedResponse(handlers, method, url);
      await writeResponse(res, response);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BodyTooLarge) {
        const limit = /^multipart\//i.test(req.headers['content-type'] ?? '') ? maxUploadBodyBytes : maxJsonBodyBytes;
        await writeResponse(res, jsonResponse(payloadTooLarge(limit)), true);
        return;
      }
      console.error('[mock:server] request failed', error);
      await writeResponse(res, jsonResponse(new MockApiError(500, 'UnknownError', 'The mock backend failed.')));
    }
  };

const rawAnswer = (status: number, reason: string, body: string, extraHeaders = ''): string =>
  `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extraHeaders}\r\n${body}`;

/**
 * Answers what Node's parser rejects before any listener sees it (an over-long header, a
 * malformed request line) and CONNECT, in the Error shape, instead of dropping the socket.
 */
export const hardenServer = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
    const description = tooLarge ? 'The request headers are too large.' : 'The request could not be read.';
    socket.end(rawAnswer(status, reason, errorBody(status, tooLarge ? 'PayloadTooLarge' : 'ValidationFailed', description)));
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, 'Method Not Allowed', errorBody(405, 'MethodNotAllowed', 'CONNECT is not supported.'), 'Allow: GET, POST, PUT, PATCH, DELETE\r\n'));
  });
};
