import { mergeAllOf } from './arbitrary';
import type { Schema } from './document';

// Values that break one constraint of a schema each, for the invalid half of the check:
// every one must be refused with a 4xx.
export interface Violation {
  /** Where, in the value: `amountUsd`, `items.0`… (empty for the value itself). */
  at: string;
  /** Which rule it breaks, for the report. */
  rule: string;
  /** The broken value; `undefined` means "left out". */
  value: unknown;
  /** As query-string text, where it differs from String(value). */
  text?: string;
  /** Only expressible in JSON (null, a number where text belongs). */
  jsonOnly?: boolean;
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];

const padTo = (value: string, length: number): string => value.padEnd(length, value.slice(-1) || 'x');

/** A string the pattern refuses that still has a length the schema allows. */
const patternBreaker = (schema: Schema): string | undefined => {
  if (!schema.pattern) return undefined;
  const pattern = new RegExp(schema.pattern);
  const min = Math.max(schema.minLength ?? 1, 1);
  const max = schema.maxLength ?? min + 10;
  const candidates = ['!', ' ', '\u200b', 'A', 'a', '0', '_', 'a b', 'abcdefgh', '12345678', 'Ab!'];
  for (const candidate of candidates) {
    const value = padTo(candidate, min).slice(0, max);
    if (!pattern.test(value)) return value;
  }
  return undefined;
};

const scalarViolations = (schema: Schema, types: string[]): Violation[] => {
  const out: Violation[] = [];
  if (!types.includes('null')) out.push({ at: '', rule: 'not null', value: null, jsonOnly: true });
  if (schema.enum) out.push({ at: '', rule: 'one of the enum', value: 'NOT_IN_ENUM_zz' });
  if (types.includes('string')) {
    if (!schema.enum) out.push({ at: '', rule: 'type string', value: 12345, jsonOnly: true });
    if (schema.maxLength !== undefined) out.push({ at: '', rule: `maxLength ${schema.maxLength}`, value: 'x'.repeat(schema.maxLength + 1) });
    if (schema.minLength !== undefined && schema.minLength > 0) {
      out.push({ at: '', rule: `minLength ${schema.minLength}`, value: 'x'.repeat(schema.minLength - 1) });
    }
    const breaker = patternBreaker(schema);
    if (breaker !== undefined) out.push({ at: '', rule: `pattern ${schema.pattern}`, value: breaker });
    if (schema.format === 'date') out.push({ at: '', rule: 'format date', value: '2024-13-45' });
    if (schema.format === 'date-time') out.push({ at: '', rule: 'format date-time', value: 'yesterday' });
    if (schema.format === 'email') out.push({ at: '', rule: 'format email', value: 'not-an-email' });
  }
  if (types.includes('integer') || types.includes('number')) {
    out.push({ at: '', rule: `type ${types.includes('integer') ? 'integer' : 'number'}`, value: 'abc', text: 'abc' });
    if (types.includes('integer')) {
      const base = schema.minimum ?? schema.maximum ?? 1;
      const inside = schema.maximum !== undefined && base + 0.5 > schema.maximum ? base - 0.5 : base + 0.5;
      out.push({ at: '', rule: 'type integer (whole number)', value: inside });
    }
    if (schema.minimum !== undefined) out.push({ at: '', rule: `minimum ${schema.minimum}`, value: schema.minimum - 1 });
    if (schema.maximum !== undefined) out.push({ at: '', rule: `maximum ${schema.maximum}`, value: schema.maximum + 1 });
    if (schema.exclusiveMinimum !== undefined) out.push({ at: '', rule: `exclusiveMinimum ${schema.exclusiveMinimum}`, value: schema.exclusiveMinimum });
    if (schema.exclusiveMaximum !== undefined) out.push({ at: '', rule: `exclusiveMaximum ${schema.exclusiveMaximum}`, value: schema.exclusiveMaximum });
  }
  if (types.includes('boolean')) out.push({ at: '', rule: 'type boolean', value: 'maybe' });
  return out;
};

const join = (prefix: string, at: string): string => (prefix && at ? `${prefix}.${at}` : prefix || at);

/**
 * The violations of `schema`, located relative to a valid `sample` of it (object members
 * are broken one at a time, inside the sample). Depth-limited.
 */
export const violationsOf = (input: Schema, sample: unknown, depth = 0): Violation[] => {
  const schema = input.allOf ? mergeAllOf(input) : input;
  if (schema.const !== undefined) return [{ at: '', rule: `const ${JSON.stringify(schema.const)}`, value: 'NOT_THE_CONST' }];
  if (schema.oneOf || schema.anyOf) return [{ at: '', rule: 'one of the alternatives', value: [[['nested']]] }];
  const types = typesOf(schema);
  if (types.includes('object') && sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
    const out: Violation[] = [{ at: '', rule: 'type object', value: ['not', 'an', 'object'], jsonOnly: true }];
    if (depth > 2) return out;
    for (const key of schema.required ?? []) out.push({ at: key, rule: `required ${key}`, value: undefined });
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childSample = (sample as Record<string, unknown>)[key];
      for (const v of violationsOf(child, childSample, depth + 1)) out.push({ ...v, at: join(key, v.at) });
    }
    return out;
  }
  if (types.includes('array') && Array.isArray(sample)) {
    const out: Violation[] = [{ at: '', rule: 'type array', value: { not: 'an array' }, jsonOnly: true }];
    if (schema.minItems !== undefined && schema.minItems > 0) out.push({ at: '', rule: `minItems ${schema.minItems}`, value: sample.slice(0, schema.minItems - 1) });
    if (schema.maxItems !== undefined && sample.length > 0) {
      out.push({ at: '', rule: `maxItems ${schema.maxItems}`, value: Array.from({ length: schema.maxItems + 1 }, (_, i) => sample[i % sample.length]) });
    }
    if (schema.items && sample.length > 0 && depth <= 2) {
      for (const v of violationsOf(schema.items, sample[0], depth + 1)) if (v.value !== undefined) out.push({ ...v, at: join('0', v.at) });
    }
    return out;
  }
  return scalarViolations(schema, types);
};

/** `value` with the member at `at` replaced (or removed, for undefined). Never mutates. */
export const applyViolation = (value: unknown, violation: Violation): unknown => {
  if (!violation.at) return violation.value;
  const [head, ...rest] = violation.at.split('.');
  const key = head ?? '';
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const current = (copy as Record<string, unknown>)[key];
  const next = rest.length === 0 ? violation.value : applyViolation(current, { ...violation, at: rest.join('.') });
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string, unknown>)[key] = next;
  return copy;
};
