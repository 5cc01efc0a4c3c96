import path from 'node:path';
import { readYamlFile } from '../../scripts/contract-check/document';

// The contract, read as data, for the tests that check the document itself and the
// every-operation test that checks the mock backend against it.
export interface OperationInfo {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  summary?: string;
  parameters: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<OperationInfo, 'method' | 'path'>>>;
  components: Record<string, Record<string, unknown>>;
  [extension: `x-${string}`]: unknown;
}

export const documentPath = path.resolve(__dirname, '../../openapi/openapi.yaml');

export const loadDocument = (): OpenApiDocument => readYamlFile(documentPath) as OpenApiDocument;

const methods = new Set(['get', 'put', 'post', 'patch', 'delete']);

export const operationsOf = (doc: OpenApiDocument): OperationInfo[] =>
  Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path: route, parameters: op.parameters ?? [] })),
  );
