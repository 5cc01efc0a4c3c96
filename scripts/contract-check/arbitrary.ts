import fc from 'fast-check';
import type { Schema } from './document';

// Valid values for a JSON Schema, as fast-check arbitraries. `integer` means whole numbers
// (a float is invalid input); `pattern`s become generated strings that match them; a
// documented example is mixed in, so that ids and names also hit real records.
const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

const isoDate = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });

const plainCharacters = [...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789 _-.!'];

const urlCharacters = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

const lengthOk = (schema: Schema) => (value: string) =>
  [...value].length >= (schema.minLength ?? 0) && [...value].length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);

/** The characters of a simple class like `a-z0-9_` (ranges and literals), or null. */
const classCharacters = (body: string): string[] | null => {
  const chars: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i] ?? '';
    if (c === '\\' || c === '^' || c === '[') return null;
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const end = body.charCodeAt(i + 2);
      for (let code = c.charCodeAt(0); code <= end; code += 1) chars.push(String.fromCharCode(code));
      i += 2;
    } else chars.push(c);
  }
  return chars.length > 0 ? chars : null;
};

/** `^[class]+$`, `^[class]{m,n}$`: generated directly (fast-check's regex generator is slow to build). */
const simpleClassPattern = (schema: Schema): fc.Arbitrary<string> | null => {
  const match = /^\^\[([^\]]+)\](\+|\*|\{(\d+)(?:,(\d*))?\})\$$/.exec(schema.pattern ?? '');
  const chars = match ? classCharacters(match[1] ?? '') : null;
  if (!match || !chars) return null;
  const quantMin = match[2] === '+' ? 1 : match[2] === '*' ? 0 : Number(match[3]);
  const quantMax = match[2] === '+' || match[2] === '*' ? Number.POSITIVE_INFINITY : match[4] === undefined ? quantMin : match[4] === '' ? Number.POSITIVE_INFINITY : Number(match[4]);
  const minLength = Math.max(quantMin, schema.minLength ?? 0);
  const maxLength = Math.min(quantMax, schema.maxLength ?? minLength + 24, minLength + 24);
  if (minLength > maxLength) return null;
  return fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength });
};

const stringArbitrary = (schema: Schema): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 40, minLength + 200);
  const simple = simpleClassPattern(schema);
  if (simple) return simple;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = (value: string) => lengthOk(schema)(value) && pattern.test(value);
    try {
      return fc.stringMatching(pattern, { size: 'small' }).filter(fits);
    } catch {
      // Lookaheads are beyond fast-check's regex support: readable text, kept when it matches.
      return fc.string({ minLength, maxLength, unit: fc.constantFrom(...plainCharacters) }).filter(fits);
    }
  }
  switch (schema.format) {
    case 'date-time':
      return isoDate.map((d) => d.toISOString());
    case 'date':
      return isoDate.map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      // fc.webUrl() is thorough but slow; a server stores URLs, it does not parse them.
      return fc
        .tuple(fc.constantFrom('https', 'http'), fc.string({ unit: fc.constantFrom(...urlCharacters), minLength: 1, maxLength: 12 }), fc.string({ unit: fc.constantFrom(...urlCharacters, '/'), maxLength: 24 }))
        .map(([scheme, host, rest]) => `${scheme}://${host}.example/${rest}`)
        .filter(lengthOk(schema));
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter(lengthOk(schema));
    case 'binary':
      return fc.constant('');
    default:
      return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(lengthOk(schema));
  }
};

const numberBounds = (schema: Schema, integer: boolean): { min: number; max: number } => {
  const step = integer ? 1 : Number.EPSILON * 1e6;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : Math.max(min, 0) + 100_000);
  return { min, max };
};

export const arbitraryOf = (schema: Schema, depth = 0): fc.Arbitrary<unknown> => {
  const generated = generatedArbitrary(schema, depth);
  const example = schema.example ?? schema.examples?.[0];
  if (example === undefined || depth > 6) return generated;
  return fc.oneof({ arbitrary: fc.constant(example), weight: 1 }, { arbitrary: generated, weight: 2 });
};

const generatedArbitrary = (schema: Schema, depth: number): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf) return arbitraryOf(mergeAllOf(schema), depth);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth + 1)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const item = schema.items ? arbitraryOf(schema.items, depth + 1) : fc.anything();
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) return fc.constant({});
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
  }
};

/** allOf of objects as one object schema (enough for this document's use of it). */
export const mergeAllOf = (schema: Schema): Schema => {
  const parts = [{ ...schema, allOf: undefined }, ...(schema.allOf ?? []).map((s) => (s.allOf ? mergeAllOf(s) : s))];
  return parts.reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
    }),
    {},
  );
};

/** `count` values of a schema, reproducible from `seed`. */
export const samplesOf = (schema: Schema, count: number, seed: number): unknown[] =>
  fc.sample(arbitraryOf(schema), { numRuns: count, seed });
