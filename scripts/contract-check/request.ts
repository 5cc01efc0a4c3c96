import type { Operation } from './document';

// One request of the check, kept as plain data: it is sent with fetch and printed as a
// curl line that reproduces it.
export interface FilePart {
  name: string;
  type: string;
  size: number;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON (or deliberately broken) text body. */
  body?: string;
  multipart?: { fields: Record<string, string>; file?: FilePart };
  /** True when the Authorization header carries the signed-in user's token. */
  signedIn: boolean;
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body; `undefined` sends none. */
  json?: unknown;
  /** Overrides `json` with this exact text (truncated JSON…). */
  raw?: string;
  multipart?: { fields: Record<string, string>; file?: FilePart };
  token?: string;
}

export const toText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

export const buildRequest = (baseUrl: string, op: Operation, parts: RequestParts): SentRequest => {
  const route = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(parts.path[name] ?? ''));
  const url = new URL(baseUrl.replace(/\/$/, '') + route);
  for (const [name, value] of Object.entries(parts.query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { Accept: 'application/json', ...parts.headers };
  if (parts.token) headers.Authorization = `Bearer ${parts.token}`;
  const request: SentRequest = { method: op.method, url: url.toString(), headers, signedIn: Boolean(parts.token) };
  if (parts.multipart) {
    request.multipart = parts.multipart;
  } else if (parts.raw !== undefined || parts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = parts.raw ?? JSON.stringify(parts.json);
  }
  return request;
};

/** PNG/JPEG/… magic bytes followed by filler, so a server that sniffs content sees the declared type. */
const magic: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  'video/mp4': [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32],
  'video/webm': [0x1a, 0x45, 0xdf, 0xa3],
};

export const fileBytes = (file: FilePart): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(new ArrayBuffer(file.size));
  bytes.set((magic[file.type] ?? []).slice(0, file.size));
  return bytes;
};

/**
 * How long the check waits for an answer: `baseMs`, plus a second for every 2 MB of file sent.
 * The largest upload the contract allows (50 MB) took 1.8 s on a quiet 2-core machine and
 * 4.5–5.3 s beside four busy processes (client encoding and server parsing of the multipart
 * body), and more than 10 s twice inside `npm test`'s second stage: a flat 10 s called a slow
 * machine a server that does not answer.
 */
export const answerTimeoutMs = (request: SentRequest, baseMs: number): number => baseMs + Math.ceil((request.multipart?.file?.size ?? 0) / (2 * 1024 * 1024)) * 1000;

export const toFetchInit = (request: SentRequest, signal: AbortSignal): RequestInit => {
  const init: RequestInit = { method: request.method, headers: request.headers, signal, redirect: 'manual' };
  if (request.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.multipart.fields)) form.append(name, value);
    const file = request.multipart.file;
    if (file) form.append('file', new Blob([fileBytes(file)], { type: file.type }), file.name);
    init.body = form;
  } else if (request.body !== undefined) {
    init.body = request.body;
  }
  return init;
};

const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** A shell line that sends the same request; the token is left as $TOKEN. */
export const curlOf = (request: SentRequest): string => {
  const parts = ['curl -sS -i', '-X', request.method, quote(request.url)];
  const file = request.multipart?.file;
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'Authorization' && request.signedIn) parts.push('-H', '"Authorization: Bearer $TOKEN"');
    else if (name !== 'Accept') parts.push('-H', quote(`${name}: ${value}`));
  }
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  if (request.multipart) {
    for (const [name, value] of Object.entries(request.multipart.fields)) parts.push('-F', quote(`${name}=${value}`));
    if (file) parts.push('-F', quote(`file=@-;filename=${file.name};type=${file.type}`));
  }
  const line = parts.join(' ');
  return file ? `head -c ${file.size} /dev/zero | ${line}` : line;
};
