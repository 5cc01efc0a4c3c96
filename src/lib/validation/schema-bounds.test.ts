import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendTipBody } from '@/api/generated/zod/chat/chat.zod';
import { saveOnboardingEmojiBody, saveOnboardingMustKnowInfoBody } from '@/api/generated/zod/onboarding/onboarding.zod';
import { checkUsernameAvailabilityQueryUsernameMax, checkUsernameAvailabilityQueryUsernameMin } from '@/api/generated/zod/profile/profile.zod';
import { i18nObject } from '@/i18n/i18n-util';
import { loadAllLocales } from '@/i18n/i18n-util.sync';
import { accountLimits } from './account-limits';
import { nicknameRule, passwordRule, usernameRule } from './account-rules';
import { formErrorMapFor } from './form-error-map';
import { translateFormMessage } from './form-message';
import { boundsOf, schemaAt } from './schema-bounds';

loadAllLocales();
const en = i18nObject('en');
const ja = i18nObject('ja');

/** The message a form schema gives for `values`, translated, as FormField shows it. */
const messageFor = (LL: typeof en, schema: z.ZodType, values: unknown): string => {
  const result = schema.safeParse(values, { error: formErrorMapFor(schema) });
  return translateFormMessage(LL, result.error?.issues[0]?.message);
};

describe('limits read from the generated schemas', () => {
  it('reads lengths, sizes and amounts, through optional and default wrappers', () => {
    expect(boundsOf(usernameRule)).toEqual({ min: checkUsernameAvailabilityQueryUsernameMin, max: checkUsernameAvailabilityQueryUsernameMax });
    expect(boundsOf(sendTipBody.shape.amountUsd)).toEqual({ min: 1, max: 100 });
    expect(boundsOf(saveOnboardingEmojiBody.shape.emojis)).toEqual({ max: 20 });
    expect(boundsOf(z.string().length(6).optional())).toEqual({ min: 6, max: 6 });
    expect(boundsOf(z.coerce.number().min(1).max(50).default(20))).toEqual({ min: 1, max: 50 });
    expect(boundsOf(z.number().gt(0))).toEqual({});
    expect(schemaAt(saveOnboardingMustKnowInfoBody, ['items', 0])).toBe(saveOnboardingMustKnowInfoBody.shape.items.element);
    expect(accountLimits.password.min).toBe(8);
  });

  it('gives the account forms’ help texts the limits their rules enforce, without loading the rules', () => {
    expect(accountLimits.password).toEqual(boundsOf(passwordRule));
    expect(accountLimits.username).toEqual(boundsOf(usernameRule));
    expect(accountLimits.nickname.max).toBe(boundsOf(nicknameRule).max);
  });

  it('fills the messages with the contract’s numbers, in English and Japanese', () => {
    const form = z.object({ password: passwordRule, username: usernameRule, amountUsd: sendTipBody.shape.amountUsd });
    const valid = { password: 'abcdefg1', username: 'hana', amountUsd: 5 };
    expect(messageFor(en, form, { ...valid, password: 'abc1' })).toBe('The password must be at least 8 characters.');
    expect(messageFor(ja, form, { ...valid, password: 'abc1' })).toBe('パスワードは8文字以上にしてください。');
    expect(messageFor(en, form, { ...valid, password: `a1${'x'.repeat(200)}` })).toBe('The password can be at most 128 characters.');
    expect(messageFor(en, form, { ...valid, username: 'ab' })).toBe('The username must be 3 to 20 characters.');
    expect(messageFor(ja, form, { ...valid, username: 'ab' })).toBe('ユーザー名は3〜20文字にしてください。');
  });

  it('follows a limit changed in the document: the message names the schema’s own bounds', () => {
    const changed = z.object({ username: z.string().min(4).max(12), nickname: z.string().max(40) });
    expect(messageFor(en, changed, { username: 'abc', nickname: 'x' })).toBe('The username must be 4 to 12 characters.');
    expect(messageFor(ja, changed, { username: 'abc', nickname: 'x' })).toBe('ユーザー名は4〜12文字にしてください。');
    expect(messageFor(en, changed, { username: 'abcd', nickname: 'x'.repeat(41) })).toBe('The nickname can be at most 40 characters.');
  });

  it('never leaves a placeholder in a message without limits', () => {
    expect(translateFormMessage(en, 'validation.required')).toBe('This field is required.');
    expect(translateFormMessage(en, 'validation.tipRange?min=1&max=100')).toBe('A tip must be between $1 and $100.');
  });
});
