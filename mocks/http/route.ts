import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { mockConfig } from '../config';
import { saveDb } from '../db/store';
import { MockApiError } from './errors';
import { takePlannedFailure } from './planned-failures';

/** The address pattern of a contract path, for every origin (Node needs absolute matches). */
export const apiPath = (path: string): string => `*/api${path}`;

const latency = async (): Promise<void> => {
  const { min, max } = mockConfig.latencyMs;
  const ms = min + Math.random() * Math.max(0, max - min);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
};

export const json = <T>(body: T, status = 200, headers?: HeadersInit): Response =>
  HttpResponse.json(body as DefaultBodyType, { status, headers }) as Response;

export const noContent = (headers?: HeadersInit): Response => new HttpResponse(null, { status: 204, headers }) as Response;

type Resolver<P extends PathParams> = (
  info: Parameters<HttpResponseResolver<P, DefaultBodyType>>[0],
) => Response | Promise<Response>;

/**
 * Wraps a handler the way a server's middleware would: a realistic delay, errors thrown as
 * MockApiError become the contract's Error body, anything else becomes a 500, and every
 * request that may have changed data is persisted.
 */
export const route =
  <P extends PathParams = PathParams>(resolver: Resolver<P>, { writes = true }: { writes?: boolean } = {}): HttpResponseResolver<P, DefaultBodyType> =>
  async (info) => {
    await latency();
    const planned = takePlannedFailure(info.request);
    if (planned) return json({ status: planned, name: 'UnknownError', description: 'The mock backend failed.' }, planned);
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof MockApiError) return json(error.toBody(), error.status);
      console.error('[mocks] handler failed', error);
      return json({ status: 500, name: 'UnknownError', description: 'The mock backend failed.' }, 500);
    } finally {
      // A POST that only reads (the test chat) skips writing the whole database to storage.
      if (writes && info.request.method !== 'GET') saveDb();
    }
  };
