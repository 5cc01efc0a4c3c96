import { getAccessToken } from '@/lib/token-storage';
import { ApiError, toApiError, unknownError } from './api-error';
import { apiUrl } from './api-base-url';
import { maxExpiredTokenRetries } from './http-client';
import { tokenAfterExpiry } from './token-refresh';

// fetch cannot report how much of a request body has been sent, so file uploads go through
// XMLHttpRequest. The rules are the http client's: bearer token, cookies, and the refresh and
// retry on `401 ExpiredAccessToken` (one refresh shared with every other caller).

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const abortError = (): DOMException => new DOMException('The upload was cancelled.', 'AbortError');

const parse = (xhr: XMLHttpRequest): unknown => {
  if (!xhr.responseText) return undefined;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
};

const sendOnce = (path: string, body: FormData, token: string | null, { onProgress, signal }: UploadOptions) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      resolve({ status: xhr.status, body: parse(xhr) });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(unknownError());
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    xhr.send(body);
  });

/** Sends `body` as multipart/form-data to `path`, reporting progress; rejects with an ApiError (or an AbortError when cancelled). */
export const uploadWithProgress = async <T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> => {
  let token = getAccessToken();
  for (let retries = 0; ; retries += 1) {
    const response = await sendOnce(path, body, token, options);
    if (response.status >= 200 && response.status < 300) return response.body as T;
    const error = toApiError(response.body);
    if (error.status !== 401 || error.name !== 'ExpiredAccessToken') throw error;
    if (retries >= maxExpiredTokenRetries) throw new ApiError(401, 'ExpiredAccessToken', 'Too many retries', { ...error.body, description: 'Too many retries' });
    token = await tokenAfterExpiry(token);
  }
};

/** Whether an error is a cancelled upload (not worth a message). */
export const isUploadAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
