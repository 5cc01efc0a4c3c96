import { z } from 'zod';
import {
  saveOnboardingBasicInformationBody,
  saveOnboardingChatExampleBody,
  saveOnboardingPersonalityBody,
  saveOnboardingWelcomeMessageBody,
} from '@/api/generated/zod/onboarding/onboarding.zod';
import { updateMyAgentSettingsBody } from '@/api/generated/zod/my-agent/my-agent.zod';
import { meaningfulTextRule } from '@/lib/validation/creator-rules';
import { validationMessage } from '@/lib/validation/form-message';
import { maxTextItems, meaningfulTextMax, meaningfulTextMin } from './step-values';

// The wizard's and the settings' form schemas: the generated request schemas, with the
// shapes a form needs (list items as objects, for react-hook-form's field arrays).

export const basicInformationSchema = saveOnboardingBasicInformationBody;
export const personalitySchema = saveOnboardingPersonalityBody;
export const chatExampleSchema = saveOnboardingChatExampleBody;
export const welcomeMessageSchema = saveOnboardingWelcomeMessageBody;

/** One must-know fact or topic to avoid: at least 10 characters, spaces not counted. */
export const meaningfulItem = z.string().superRefine((value, ctx) => {
  if (meaningfulTextRule.safeParse(value).success) return;
  // The contract's rule checks both ends; the message names the bound that was missed.
  const tooLong = value.length > meaningfulTextMax;
  ctx.addIssue({
    code: 'custom',
    message: tooLong ? validationMessage('textMax', { max: meaningfulTextMax }) : validationMessage('meaningfulText', { min: meaningfulTextMin }),
  });
});

/** Must-know information and prohibited topics as a form: 1 to 10 items. */
export const textListSchema = z.object({ items: z.array(meaningfulItem).min(1).max(maxTextItems) });
export type TextListForm = z.input<typeof textListSchema>;

/** The message price and free messages of the settings form. */
export const pricingSchema = z.object({
  messagePrice: updateMyAgentSettingsBody.shape.messagePrice.unwrap().int(),
  freeMessages: updateMyAgentSettingsBody.shape.freeMessages.unwrap().int(),
});
