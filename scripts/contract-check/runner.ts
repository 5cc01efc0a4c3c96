import fc from 'fast-check';
import { arbitraryOf } from './arbitrary';
import { jsonMedia, loadContract, type ContractDocument, type MediaType, type Operation, type Schema } from './document';
import { answerTimeoutMs, buildRequest, toFetchInit, toText, type FilePart, type RequestParts, type SentRequest } from './request';
import { schemaProblems } from './validator';
import { applyViolation, violationsOf, type Violation } from './violations';

// The property-based half of `npm run contract:check`: for every operation, many valid
// requests generated from the schemas (each answer must be documented and match its
// schema and content type), then one request per broken constraint (each must get a
// documented 4xx), then the same request without a token (a documented 401). The server
// must answer all of it and still be up at the end.
//
// It runs as three kinds of caller: a guest (operations without security, and every secured
// one without a token and with a forged one), and each signed-in account given (a fan and a
// creator): a secured operation's cases take turns between the accounts, so a fan calling a
// creator's operation must get a documented refusal too, at no extra cost in cases.
export type FindingKind =
  | 'undocumented-status'
  | 'schema'
  | 'content-type'
  | 'server-error'
  | 'invalid-accepted'
  | 'auth'
  | 'no-answer'
  | 'crash'
  | 'setup'
  | 'workflow';

export interface Finding {
  kind: FindingKind;
  operationId: string;
  /** What was sent: "valid", or the rule the request broke. */
  case: string;
  message: string;
  status?: number;
  request?: SentRequest;
  /** How many more cases gave the same finding (only the first is kept). */
  repeats?: number;
}

/** A signed-in caller: `role` names it in the report ("fan", "creator"). */
export interface CheckAccount {
  role: string;
  email: string;
  password: string;
}

export interface CheckOptions {
  /** The API root, as in the document's `servers` (…/api). */
  baseUrl: string;
  /** The signed-in callers; none means every case runs as a guest. */
  accounts?: CheckAccount[];
  seed?: number;
  /** Valid requests per operation. */
  runs?: number;
  /** Broken-constraint requests per operation, at most. */
  maxInvalid?: number;
  maxRequests?: number;
  timeLimitMs?: number;
  requestTimeoutMs?: number;
  /** Only these operationIds. */
  operations?: string[];
  document?: ContractDocument;
  fetch?: typeof fetch;
  onProgress?: (line: string) => void;
}

export interface CheckReport {
  baseUrl: string;
  operations: number;
  cases: number;
  durationMs: number;
  findings: Finding[];
  /** Why the run ended before covering everything (budget, crash). */
  stoppedEarly?: string;
  /** Cases sent per caller: "guest" and each account's role. */
  casesByRole: Record<string, number>;
  /** The accounts' roles and e-mails. */
  signedInAs: { role: string; email: string }[];
  /**
   * Cases whose connection dropped once while the server stayed up, and that were answered when
   * sent again (not violations: a drop for the input itself happens on the second try too).
   */
  retriedAfterDrop: { operationId: string; case: string; error: string }[];
}

/** fetch's own message ("fetch failed") and, when there is one, what the socket said. */
const describeError = (error: Error): string => {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  return cause ? `${error.message} (${code ? `${code}: ` : ''}${cause.message})` : error.message;
};

interface UploadLimit {
  types: string[];
  maxBytes: number;
}

/** The document's upload rule (`x-upload-limits` on the multipart schema): types and byte limits. */
const uploadLimitsOf = (media: MediaType): UploadLimit[] => (media.schema?.['x-upload-limits'] as UploadLimit[] | undefined) ?? [];

const acceptedTypesOf = (media: MediaType): string[] =>
  (media.encoding?.file?.contentType ?? 'application/octet-stream')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const extensionOf = (type: string): string => type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';

const withExample = (schema: Schema, example: unknown): Schema => (example === undefined ? schema : { ...schema, example });

const paramArbitrary = (op: Operation, where: 'path' | 'query' | 'header') => {
  const params = op.parameters.filter((p) => p.in === where && !(where === 'header' && p.name.toLowerCase() === 'idempotency-key'));
  // `.` and `..` cannot be sent as a path segment: URLs resolve them to another address.
  const usable = (value: unknown) => where !== 'path' || (value !== '.' && value !== '..');
  const record = Object.fromEntries(params.map((p) => [p.name, arbitraryOf(withExample(p.schema, p.example)).filter(usable)]));
  return fc.record(record, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) });
};

const stringify = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, toText(v)]));

let keyCounter = 0;
const idempotencyKey = (seed: number): string => `check-${seed.toString(36)}-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`;

const needsIdempotencyKey = (op: Operation): boolean => op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');

/** `count` valid request parts for an operation, reproducible from the seed. */
const validParts = (op: Operation, count: number, seed: number): RequestParts[] => {
  const media = op.requestBody?.media;
  const multipart = op.requestBody?.contentType.startsWith('multipart/');
  const bodySchema = media?.schema;
  const formFields = multipart && bodySchema ? { ...bodySchema, properties: { ...bodySchema.properties }, required: (bodySchema.required ?? []).filter((k) => k !== 'file') } : undefined;
  if (formFields?.properties) delete formFields.properties.file;
  const types = media ? acceptedTypesOf(media) : [];
  const body: fc.Arbitrary<unknown> = !bodySchema
    ? fc.constant(undefined)
    : multipart
      ? fc.record({ fields: arbitraryOf(formFields ?? {}), type: fc.constantFrom(...(types.length ? types : ['application/octet-stream'])), size: fc.integer({ min: 64, max: 4096 }) })
      : arbitraryOf(withExample(bodySchema, media?.example));
  const all = fc.record({ path: paramArbitrary(op, 'path'), query: paramArbitrary(op, 'query'), headers: paramArbitrary(op, 'header'), body });
  return fc.sample(all, { numRuns: count, seed }).map((sample) => {
    const parts: RequestParts = { path: stringify(sample.path), query: stringify(sample.query), headers: stringify(sample.headers) };
    if (multipart) {
      const upload = sample.body as { fields: Record<string, unknown>; type: string; size: number };
      parts.multipart = { fields: stringify(upload.fields), file: { name: `upload.${extensionOf(upload.type)}`, type: upload.type, size: upload.size } };
    } else if (sample.body !== undefined) {
      parts.json = sample.body;
    }
    return parts;
  });
};

interface InvalidCase {
  label: string;
  parts: RequestParts;
}

/** One request per broken rule, each derived from a valid request. */
const invalidCases = (op: Operation, base: RequestParts): InvalidCase[] => {
  const cases: InvalidCase[] = [];
  const clone = (): RequestParts => structuredClone(base);
  for (const param of op.parameters) {
    if (param.in === 'cookie') continue;
    const bucket = param.in === 'path' ? 'path' : param.in === 'query' ? 'query' : 'headers';
    const key = param.name;
    if (param.required && param.in !== 'path') {
      const parts = clone();
      delete parts[bucket][key];
      cases.push({ label: `${param.in} ${key}: required`, parts });
    }
    for (const v of violationsOf(param.schema, base[bucket][key] ?? param.example)) {
      if (v.jsonOnly || v.value === undefined) continue;
      const text = v.text ?? toText(v.value);
      // An empty or slash-bearing path segment would address another route, not break this one.
      if (param.in === 'path' && (text === '' || text.includes('/'))) continue;
      if (param.in === 'header' && /[^\t\x20-\x7e]/.test(text)) continue;
      const parts = clone();
      parts[bucket][key] = text;
      cases.push({ label: `${param.in} ${key}: ${v.rule}`, parts });
    }
  }
  if (needsIdempotencyKey(op)) {
    const parts = clone();
    delete parts.headers['Idempotency-Key'];
    cases.push({ label: 'header Idempotency-Key: required', parts });
  }
  const body = op.requestBody;
  if (body && body.contentType.startsWith('multipart/') && base.multipart) {
    const withoutFile = clone();
    if (withoutFile.multipart) delete withoutFile.multipart.file;
    cases.push({ label: 'multipart file: required', parts: withoutFile });
    const wrongType = clone();
    if (wrongType.multipart?.file) wrongType.multipart.file = { name: 'notes.txt', type: 'text/plain', size: 256 };
    cases.push({ label: 'multipart file: accepted media type', parts: wrongType });
    for (const limit of uploadLimitsOf(body.media)) {
      const tooLarge = clone();
      const type = limit.types[0] ?? 'application/octet-stream';
      if (tooLarge.multipart) tooLarge.multipart.file = { name: `large.${extensionOf(type)}`, type, size: limit.maxBytes + 1 };
      cases.push({ label: `multipart file: ${type} at most ${limit.maxBytes} bytes`, parts: tooLarge });
    }
    const fields = body.media.schema ? { ...body.media.schema, properties: { ...body.media.schema.properties } } : undefined;
    if (fields?.properties) delete fields.properties.file;
    if (fields) {
      for (const v of violationsOf({ ...fields, required: (fields.required ?? []).filter((k) => k !== 'file') }, base.multipart.fields)) {
        if (!v.at || v.jsonOnly) continue;
        const parts = clone();
        if (!parts.multipart) continue;
        if (v.value === undefined) delete parts.multipart.fields[v.at];
        else parts.multipart.fields[v.at] = toText(v.value);
        cases.push({ label: `multipart ${v.at}: ${v.rule}`, parts });
      }
    }
  } else if (body?.media.schema) {
    if (body.required) {
      const parts = clone();
      delete parts.json;
      cases.push({ label: 'body: required', parts });
    }
    const truncated = clone();
    truncated.raw = JSON.stringify(base.json ?? {}).slice(0, -1);
    cases.push({ label: 'body: well-formed JSON', parts: truncated });
    for (const v of violationsOf(body.media.schema, base.json) as Violation[]) {
      const parts = clone();
      parts.json = applyViolation(base.json, v);
      if (parts.json === undefined) continue;
      cases.push({ label: `body ${v.at || '(whole)'}: ${v.rule}`, parts });
    }
  }
  return cases;
};

const documentedStatuses = (op: Operation): string[] => Object.keys(op.responses);

const responseFor = (op: Operation, status: number) =>
  op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;

/** Runs the property-based check and returns every finding. */
export const runContractCheck = async (options: CheckOptions): Promise<CheckReport> => {
  const started = Date.now();
  const doc = options.document ?? loadContract();
  const seed = options.seed ?? 20261122;
  const runs = options.runs ?? 6;
  const maxInvalid = options.maxInvalid ?? 40;
  const maxRequests = options.maxRequests ?? 3000;
  const deadline = started + (options.timeLimitMs ?? 45_000);
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const operations = doc.operations.filter((op) => !options.operations || options.operations.includes(op.operationId));
  const findings: Finding[] = [];
  const accounts = options.accounts ?? [];
  const report: CheckReport = {
    baseUrl,
    operations: operations.length,
    cases: 0,
    durationMs: 0,
    findings,
    casesByRole: Object.fromEntries(['guest', ...accounts.map((a) => a.role)].map((role) => [role, 0])),
    signedInAs: accounts.map(({ role, email }) => ({ role, email })),
    retriedAfterDrop: [],
  };
  const progress = options.onProgress ?? (() => undefined);

  const send = async (request: SentRequest): Promise<Response | Error> => {
    try {
      return await doFetch(request.url, toFetchInit(request, AbortSignal.timeout(answerTimeoutMs(request, requestTimeoutMs))));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };

  const alive = async (): Promise<boolean> => {
    const probe = await send({ method: 'GET', url: `${baseUrl}/`, headers: {}, signedIn: false });
    return probe instanceof Response;
  };

  const login = doc.operations.find((op) => op.operationId === 'loginWithEmail');
  const signIn = async (account: CheckAccount): Promise<string | undefined> => {
    if (!login) return undefined;
    const request = buildRequest(baseUrl, login, { path: {}, query: {}, headers: {}, json: { email: account.email, password: account.password } });
    const response = await send(request);
    if (!(response instanceof Response) || response.status !== 200) {
      const already = findings.some((f) => f.kind === 'setup' && f.case === `sign in as ${account.role}`);
      if (!already) findings.push({ kind: 'setup', operationId: login.operationId, case: `sign in as ${account.role}`, message: `Signing in as ${account.email} failed (${response instanceof Response ? response.status : response.message}); its cases run without a token.`, request });
      return undefined;
    }
    const body = (await response.json()) as { accessToken?: string };
    return body.accessToken;
  };

  let stopped: string | undefined;
  const budgetLeft = (): boolean => {
    if (stopped) return false;
    if (report.cases >= maxRequests) stopped = `request budget of ${maxRequests} reached`;
    else if (Date.now() > deadline) stopped = `time budget of ${Math.round((deadline - started) / 1000)} s reached`;
    return !stopped;
  };

  /** Sends one case and records what is wrong with the answer. Returns false when the server is gone. */
  const check = async (op: Operation, label: string, kind: 'valid' | 'invalid' | 'guest', request: SentRequest, role: string): Promise<boolean> => {
    report.cases += 1;
    report.casesByRole[role] = (report.casesByRole[role] ?? 0) + 1;
    let response = await send(request);
    if (!(response instanceof Response) && (await alive())) {
      // The server is up, so the drop may be the connection's rather than the input's (a kept-alive
      // socket the server closed just as the request went out, on a loaded machine): the case is
      // sent once more, and only a second drop is a violation.
      const first = describeError(response);
      response = await send(request);
      if (response instanceof Response) report.retriedAfterDrop.push({ operationId: op.operationId, case: label, error: first });
    }
    if (!(response instanceof Response)) {
      if (await alive()) {
        findings.push({ kind: 'no-answer', operationId: op.operationId, case: label, message: `No answer, twice: ${describeError(response)}`, request });
        return true;
      }
      findings.push({ kind: 'crash', operationId: op.operationId, case: label, message: `The server stopped answering after this request (${describeError(response)}).`, request });
      stopped = 'the server crashed';
      return false;
    }
    const { status } = response;
    const text = await response.text().catch(() => '');
    const add = (findingKind: FindingKind, message: string) => {
      const same = findings.find((f) => f.kind === findingKind && f.operationId === op.operationId && f.case === label && f.status === status);
      if (same) same.repeats = (same.repeats ?? 0) + 1;
      else findings.push({ kind: findingKind, operationId: op.operationId, case: label, message, status, request });
    };
    const spec = responseFor(op, status);
    if (status >= 500 && !spec) add('server-error', `${status} server error: ${text.slice(0, 200)}`);
    else if (!spec) add('undocumented-status', `${status} is not documented (documented: ${documentedStatuses(op).join(', ')}): ${text.slice(0, 200)}`);
    if (kind === 'invalid' && status < 400) add('invalid-accepted', `A request that breaks "${label}" was accepted with ${status}.`);
    if (kind === 'invalid' && status >= 500 && spec) add('server-error', `A request that breaks "${label}" got ${status} instead of a 4xx.`);
    if (kind === 'guest' && status !== 401) add('auth', `Without a token the answer is ${status}, not 401.`);
    if (!spec) return true;
    const media = jsonMedia(spec);
    if (!media) {
      if (text.length > 0 && status !== 405) add('schema', `${status} is documented without a body, but the answer has one: ${text.slice(0, 120)}`);
      return true;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!/json/i.test(contentType)) {
      add('content-type', `${status} answered with Content-Type "${contentType}", documented as application/json.`);
      return true;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      add('schema', `${status} body is not JSON: ${text.slice(0, 120)}`);
      return true;
    }
    const problems = media.schema ? schemaProblems(media.schema, body) : [];
    if (problems.length > 0) add('schema', `${status} body does not match its schema: ${problems.join('; ')}`);
    return true;
  };

  if (!(await alive())) {
    findings.push({ kind: 'setup', operationId: '-', case: 'reach the server', message: `Nothing answers at ${baseUrl}.` });
    report.durationMs = Date.now() - started;
    report.stoppedEarly = 'server unreachable';
    return report;
  }

  outer: for (const [index, op] of operations.entries()) {
    if (!budgetLeft()) break;
    const opSeed = seed + index * 7919;
    // A fresh session per operation and account: an earlier one (logout) may have ended the last.
    const callers: { role: string; token?: string }[] = [];
    if (op.secured && accounts.length > 0) {
      for (const account of accounts) callers.push({ role: account.role, token: await signIn(account) });
    } else {
      callers.push({ role: 'guest' });
    }
    const caller = (i: number) => callers[i % callers.length] ?? { role: 'guest' };
    const samples = validParts(op, runs, opSeed);
    for (const [i, parts] of samples.entries()) {
      if (!budgetLeft()) break outer;
      if (needsIdempotencyKey(op)) parts.headers['Idempotency-Key'] = idempotencyKey(opSeed);
      const who = caller(i);
      parts.token = who.token;
      if (!(await check(op, `valid (${who.role})`, 'valid', buildRequest(baseUrl, op, parts), who.role))) break outer;
    }
    const base = samples[0];
    if (!base) continue;
    if (needsIdempotencyKey(op)) base.headers['Idempotency-Key'] = idempotencyKey(opSeed);
    for (const [i, invalid] of invalidCases(op, base).slice(0, maxInvalid).entries()) {
      if (!budgetLeft()) break outer;
      // A fresh key per case (a reused one is a legitimate 422), except where the key is what is broken.
      const keyIsTheCase = invalid.label.startsWith('header Idempotency-Key');
      if (needsIdempotencyKey(op) && !keyIsTheCase && invalid.parts.headers['Idempotency-Key']) invalid.parts.headers['Idempotency-Key'] = idempotencyKey(opSeed);
      const who = caller(i);
      invalid.parts.token = who.token;
      if (!(await check(op, `${invalid.label} (${who.role})`, 'invalid', buildRequest(baseUrl, op, invalid.parts), who.role))) break outer;
    }
    if (op.secured && budgetLeft()) {
      const guest = { ...structuredClone(base), token: undefined };
      if (!(await check(op, 'no token', 'guest', buildRequest(baseUrl, op, guest), 'guest'))) break outer;
      const forged = { ...structuredClone(base), token: 'not-a-real-token' };
      const request = buildRequest(baseUrl, op, forged);
      request.signedIn = false;
      if (!(await check(op, 'forged token', 'guest', request, 'guest'))) break;
    }
    progress(`${op.operationId}: ${report.cases} cases so far`);
  }

  if (!stopped || stopped.includes('budget')) {
    if (!(await alive())) findings.push({ kind: 'crash', operationId: '-', case: 'after the run', message: 'The server no longer answers after the run.' });
  }
  report.stoppedEarly = stopped;
  report.durationMs = Date.now() - started;
  return report;
};

export type { FilePart };
