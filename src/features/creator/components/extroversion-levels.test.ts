import { describe, expect, it } from 'vitest';
import { saveOnboardingExtroversionBodyLevelMax, saveOnboardingExtroversionBodyLevelMin } from '@/api/generated/limits/onboarding';
import { extroversionLevels } from './extroversion-levels';

// The scale offers every level the contract accepts and no other: the extroversion step sends
// the chosen level without a schema check of its own.
describe('the extroversion levels', () => {
  it('are the whole numbers from the contract’s minimum to its maximum', () => {
    const contract = Array.from({ length: saveOnboardingExtroversionBodyLevelMax - saveOnboardingExtroversionBodyLevelMin + 1 }, (_, i) => saveOnboardingExtroversionBodyLevelMin + i);
    expect([...extroversionLevels]).toEqual(contract);
  });
});
