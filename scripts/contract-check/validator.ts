import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Schema } from './document';

// Response bodies are checked with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1),
// independently of the Zod schemas the app generates: a check written against the same
// generator as the code under test would share its blind spots (`type: integer`, for one).
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addKeyword({ keyword: 'example' });

const compiled = new WeakMap<Schema, ValidateFunction>();

/** The schema's problems with a value, as readable lines (empty when it fits). */
export const schemaProblems = (schema: Schema, value: unknown): string[] => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}`);
};
