import { saveOnboardingMustKnowInfoBody } from '@/api/generated/zod/onboarding/onboarding.zod';

// The creator rules of spec section 5, from the generated schemas.
/** Must-know facts and topics to avoid: at least 10 characters, spaces not counted. */
export const meaningfulTextRule = saveOnboardingMustKnowInfoBody.shape.items.element;
