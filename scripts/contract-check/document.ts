import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// The contract as the check needs it: every operation with its parameters, request body
// and responses, all `$ref`s resolved (the document is one file with local references only).
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  contentMediaType?: string;
  [keyword: string]: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; summary?: string }>;
  encoding?: Record<string, { contentType?: string }>;
}

export interface ResponseSpec {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; contentType: string; media: MediaType };
  responses: Record<string, ResponseSpec>;
  /** True when the operation needs a bearer token. */
  secured: boolean;
  /** Extensions (x-…) of the operation, e.g. the account its examples run as. */
  extensions: Record<string, unknown>;
}

export interface ContractDocument {
  raw: Record<string, unknown>;
  operations: Operation[];
  /** Every operation's path template with the methods it defines. */
  methodsByPath: Map<string, string[]>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultDocumentPath = path.resolve(here, '../../openapi/openapi.yaml');

const httpMethods = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

/** Resolves every local `$ref`, keeping one resolved object per target (shared, not copied). */
const resolver = (root: Record<string, unknown>) => {
  const cache = new Map<string, unknown>();
  const lookup = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  };
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const ref = record.$ref;
      const cached = cache.get(ref);
      if (cached) return cached;
      const target: Record<string, unknown> = {};
      cache.set(ref, target);
      Object.assign(target, resolve(lookup(ref)));
      // Sibling keywords of a $ref (3.1 allows description/example next to it) win.
      for (const [key, value] of Object.entries(record)) if (key !== '$ref') target[key] = resolve(value);
      return target;
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(value)]));
  };
  return resolve;
};

const parsedFiles = new Map<string, { text: string; data: unknown }>();

/**
 * A YAML file as data: a fresh copy each call, parsed once per process while its text stays
 * the same. The unit suite reads the contract (~200 KB, ~300 ms to parse) in nine places that
 * share a worker; a copy takes ~5 ms.
 */
export const readYamlFile = (file: string): unknown => {
  const text = readFileSync(file, 'utf8');
  let parsed = parsedFiles.get(file);
  if (parsed?.text !== text) {
    parsed = { text, data: parse(text) };
    parsedFiles.set(file, parsed);
  }
  return structuredClone(parsed.data);
};

export const loadContract = (file = defaultDocumentPath): ContractDocument => {
  const raw = readYamlFile(file) as Record<string, unknown>;
  const resolve = resolver(raw);
  const globalSecured = Array.isArray(raw.security) && raw.security.length > 0;
  const operations: Operation[] = [];
  const methodsByPath = new Map<string, string[]>();
  for (const [route, itemRaw] of Object.entries(raw.paths as Record<string, Record<string, unknown>>)) {
    const item = resolve(itemRaw) as Record<string, unknown>;
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    const methods: string[] = [];
    for (const method of httpMethods) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      methods.push(method.toUpperCase());
      const own = (op.parameters as Parameter[] | undefined) ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map((p) => ({
        ...p,
        required: p.required === true || p.in === 'path',
        schema: p.schema ?? {},
      }));
      const body = op.requestBody as { required?: boolean; content?: Record<string, MediaType> } | undefined;
      const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
      const security = (op.security as unknown[] | undefined) ?? undefined;
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path: route,
        tag: ((op.tags as string[] | undefined) ?? [])[0] ?? '',
        parameters,
        requestBody: contentType && media ? { required: body?.required === true, contentType, media } : undefined,
        responses: op.responses as Record<string, ResponseSpec>,
        secured: security === undefined ? globalSecured : security.length > 0,
        extensions: Object.fromEntries(Object.entries(op).filter(([key]) => key.startsWith('x-'))),
      });
    }
    methodsByPath.set(route, methods);
  }
  return { raw, operations, methodsByPath };
};

/** The JSON media type of a response, if it has one. */
export const jsonMedia = (response: ResponseSpec | undefined): MediaType | undefined =>
  response?.content?.['application/json'] ?? Object.entries(response?.content ?? {}).find(([type]) => type.includes('json'))?.[1];
