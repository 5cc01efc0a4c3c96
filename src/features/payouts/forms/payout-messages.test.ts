import { describe, expect, it } from 'vitest';
import { saveBankInfoBodyBankAccountMax, saveBankInfoBodyBankAccountMin } from '@/api/generated/zod/payouts/payouts.zod';
import { i18nObject } from '@/i18n/i18n-util';
import { loadAllLocales } from '@/i18n/i18n-util.sync';
import { payoutMessage, translatePayoutMessage } from './payout-messages';

// The bank-account rule names the contract's length limits in both languages, so a limit
// changed in openapi.yaml changes the message too.
loadAllLocales();

describe('the bank-account rule', () => {
  it.each(['en', 'ja'] as const)('names the contract limits (%s)', (locale) => {
    const text = translatePayoutMessage(i18nObject(locale), payoutMessage('bankAccount'));
    expect(text).toContain(String(saveBankInfoBodyBankAccountMin));
    expect(text).toContain(String(saveBankInfoBodyBankAccountMax));
  });
});
