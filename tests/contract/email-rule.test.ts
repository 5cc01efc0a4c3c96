// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRule } from '@/lib/validation/account-rules';
import { loadDocument } from './openapi-document';

// The document says exactly what the code enforces for an e-mail address: the forms and
// the mock use the schema generated from the document's pattern and maxLength, so on any
// input the code's verdict is the document's.
const email = (loadDocument().components.schemas?.Email ?? {}) as { pattern: string; maxLength: number; format?: string };
const documented = new RegExp(email.pattern);
const byDocument = (value: string) => value.length <= email.maxLength && documented.test(value);
const byCode = (value: string) => emailRule.safeParse(value).success;

const emailish = fc.stringMatching(/^[A-Za-z0-9_'+. -]{0,12}@?[A-Za-z0-9.-]{0,12}(\.[A-Za-z]{0,4})?$/);

describe('the e-mail rule', () => {
  it('is a pattern and a length in the document, not a loose format', () => {
    expect(email.format).toBeUndefined();
    expect(email.maxLength).toBe(254);
  });

  it('gives the same verdict in the code as in the document', () => {
    fc.assert(fc.property(fc.oneof(emailish, fc.string({ maxLength: 40 })), (value) => byCode(value) === byDocument(value)), { numRuns: 400 });
  });

  it.each([
    ['fan@kizuna.example', true],
    ["o'brien+tag@mail.kizuna.example", true],
    ['.hana@kizuna.example', false],
    ['hana..k@kizuna.example', false],
    ["hana'@kizuna.example", false],
    ['hana@kizuna.x', false],
    [`${'a'.repeat(250)}@k.example`, false],
  ])('%s → %s in both', (value, valid) => {
    expect(byDocument(value)).toBe(valid);
    expect(byCode(value)).toBe(valid);
  });
});
