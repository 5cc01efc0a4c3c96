import {
  saveOnboardingChatExampleBodyExamplesMax,
  saveOnboardingMustKnowInfoBodyItemsItemMax,
  saveOnboardingMustKnowInfoBodyItemsItemMin,
  saveOnboardingMustKnowInfoBodyItemsMax,
} from '@/api/generated/limits/onboarding';

// The wizard's and the settings' limits and value shapes, without Zod: the screens draw with
// them before their rules (./step-schemas.ts) have loaded.

export const maxTextItems = saveOnboardingMustKnowInfoBodyItemsMax;
/** Counted characters a must-know fact or topic needs, and the most characters it may have. */
export const meaningfulTextMin = saveOnboardingMustKnowInfoBodyItemsItemMin;
export const meaningfulTextMax = saveOnboardingMustKnowInfoBodyItemsItemMax;
/** Examples per chat style. */
export const maxChatExamples = saveOnboardingChatExampleBodyExamplesMax;

/** A text list as the contract takes it: each item trimmed. */
export const toTextList = (form: { items: string[] }) => ({ items: form.items.map((text) => text.trim()) });
