import { sendTipBodyAmountUsdMax, sendTipBodyAmountUsdMin } from '@/api/generated/limits/chat';

// The tip amount as the fan types it. The contract says whole US dollars from $1 to $100
// (the limits are the contract's, generated into src/api/generated/limits without Zod, never
// written here). Only plain ASCII digits are accepted: "1,000", "0x10", "1e2", "１０" or " 5 "
// with inner spaces are refused with a message that says why, instead of being read as some
// other number.
export const tipMinUsd: number = sendTipBodyAmountUsdMin;
export const tipMaxUsd: number = sendTipBodyAmountUsdMax;
export const tipPresetsUsd = [1, 5, 10, 25, 50, 100].filter((usd) => usd >= tipMinUsd && usd <= tipMaxUsd);

export type TipAmountError = 'required' | 'notNumber' | 'whole' | 'min' | 'max';
export type TipAmountResult = { ok: true; usd: number } | { ok: false; error: TipAmountError };

const digits = /^[0-9]+$/;
const decimal = /^[0-9]*[.][0-9]+$|^[0-9]+[.][0-9]*$/;

export const parseTipAmount = (raw: string): TipAmountResult => {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (decimal.test(text)) {
    const value = Number(text);
    if (!Number.isInteger(value)) return { ok: false, error: 'whole' };
    return rangeCheck(value);
  }
  if (!digits.test(text)) return { ok: false, error: 'notNumber' };
  // Long digit strings are far above the maximum anyway; Number() keeps them comparable.
  return rangeCheck(Number(text));
};

const rangeCheck = (value: number): TipAmountResult => {
  if (value < tipMinUsd) return { ok: false, error: 'min' };
  if (value > tipMaxUsd) return { ok: false, error: 'max' };
  return { ok: true, usd: value };
};
