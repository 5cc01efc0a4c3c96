// orval 7.13's Zod generator turns `type: integer` into a plain `zod.number()`, so 2.5 points
// would pass every generated schema. JSON Schema defines an integer as a number that is a
// multiple of 1, and orval does generate `.multipleOf(n)`: this input transformer states that
// `multipleOf: 1` on every integer schema of the document, so each generated schema (request
// bodies, query and path parameters, responses — and the forms built on them) refuses
// fractions. Only the Zod target uses it; the TypeScript types are the same either way.

type Json = unknown;

/** Keys whose value is data (an example, a default…), not a schema: never rewritten. */
const dataKeys = new Set(['example', 'examples', 'default', 'enum', 'const', 'x-examples']);

const isInteger = (type: Json): boolean => type === 'integer' || (Array.isArray(type) && type.includes('integer'));

const visit = (node: Json, underProperties: boolean): Json => {
  if (Array.isArray(node)) return node.map((item) => visit(item, false));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    // Inside `properties` every key is a property name (a property may be called `default`).
    out[key] = !underProperties && dataKeys.has(key) ? value : visit(value, key === 'properties' && !underProperties);
  }
  if (!underProperties && isInteger(out.type) && out.multipleOf === undefined) out.multipleOf = 1;
  return out;
};

/** The document with `multipleOf: 1` on every integer schema that has no `multipleOf` yet. */
export const wholeNumbers = <T>(document: T): T => visit(document, false) as T;

export default wholeNumbers;
