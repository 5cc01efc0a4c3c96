import { mediaPriceInPointsLockedMin } from '@/api/generated/limits/rules';
import { uploadRules, type UploadLimit } from '@/api/generated/upload-rules';
import {
  updateMyAgentMediaBodyPriceInPointsMax,
  updateMyAgentSettingsBodyFreeMessagesMax,
  updateMyAgentSettingsBodyFreeMessagesMin,
  updateMyAgentSettingsBodyMessagePriceMax,
  updateMyAgentSettingsBodyMessagePriceMin,
} from '@/api/generated/limits/my-agent';
import {
  saveOnboardingBasicInformationBodyAgentNameMax,
  saveOnboardingBasicInformationBodyAgentNameMin,
  saveOnboardingBasicInformationBodyBioMax,
  saveOnboardingBasicInformationBodyDisplayNameMax,
  saveOnboardingChatExampleBodyExamplesMax,
  saveOnboardingMustKnowInfoBodyItemsItemMin,
  saveOnboardingPersonalityBodyDescriptionMax,
  saveOnboardingPersonalityBodyExpressionMax,
  saveOnboardingPersonalityBodyNotesMax,
  saveOnboardingPersonalityBodyTraitsMax,
  saveOnboardingPersonalityBodyTraitsMin,
  saveOnboardingReactionBodyReactionsItemMax,
  saveOnboardingWelcomeMessageBodyTextMax,
} from '@/api/generated/limits/onboarding';
import type { TranslationFunctions } from '@/i18n/i18n-types';

export const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const largest = (rules: readonly UploadLimit[], kind: 'image/' | 'video/'): number =>
  Math.max(0, ...rules.filter((r) => r.types.some((t) => t.startsWith(kind))).map((r) => r.maxBytes));

/**
 * Every limit the creator studio's help texts name, read from the contract (the generated
 * limits and upload rules, without Zod: a page that only shows a limit does not load the forms
 * stack), so a limit changed in openapi.yaml changes the words on screen.
 */
export const creatorLimits = {
  agentNameMin: saveOnboardingBasicInformationBodyAgentNameMin,
  agentNameMax: saveOnboardingBasicInformationBodyAgentNameMax,
  displayNameMax: saveOnboardingBasicInformationBodyDisplayNameMax,
  bioMax: saveOnboardingBasicInformationBodyBioMax,
  traitsMin: saveOnboardingPersonalityBodyTraitsMin,
  traitsMax: saveOnboardingPersonalityBodyTraitsMax,
  descriptionMax: saveOnboardingPersonalityBodyDescriptionMax,
  expressionMax: saveOnboardingPersonalityBodyExpressionMax,
  notesMax: saveOnboardingPersonalityBodyNotesMax,
  chatExamplesMax: saveOnboardingChatExampleBodyExamplesMax,
  reactionLengthMax: saveOnboardingReactionBodyReactionsItemMax,
  textListMin: saveOnboardingMustKnowInfoBodyItemsItemMin,
  welcomeMax: saveOnboardingWelcomeMessageBodyTextMax,
  // 0 is the free price; a locked item costs at least this (the contract's x-locked-minimum).
  lockedPriceMin: mediaPriceInPointsLockedMin,
  lockedPriceMax: updateMyAgentMediaBodyPriceInPointsMax,
  messagePriceMin: updateMyAgentSettingsBodyMessagePriceMin,
  messagePriceMax: updateMyAgentSettingsBodyMessagePriceMax,
  freeMessagesMin: updateMyAgentSettingsBodyFreeMessagesMin,
  freeMessagesMax: updateMyAgentSettingsBodyFreeMessagesMax,
  mediaImageMb: megabytes(largest(uploadRules.MediaUploadRequest, 'image/')),
  mediaVideoMb: megabytes(largest(uploadRules.MediaUploadRequest, 'video/')),
  profileImageMb: megabytes(largest(uploadRules.ImageUploadRequest, 'image/')),
} as const;

const l = creatorLimits;

/**
 * The help texts of the wizard's forms (which the settings editor reuses) with their limits filled
 * in, in the current language. The settings' own are in studio-limit-texts.ts: the wizard does not
 * load the studio's strings.
 */
export const limitTexts = (LL: TranslationFunctions) => ({
  agentName: (name: string) => LL.creator.basic.agentNameHelp({ name, min: l.agentNameMin, max: l.agentNameMax }),
  displayName: LL.creator.basic.displayNameHelp({ max: l.displayNameMax }),
  bio: LL.creator.basic.bioHelp({ max: l.bioMax }),
  personalityIntro: LL.creator.personality.intro({ max: l.traitsMax }),
  traits: LL.creator.personality.traitsHelp({ min: l.traitsMin, max: l.traitsMax }),
  description: LL.creator.personality.descriptionHelp({ max: l.descriptionMax }),
  expression: LL.creator.personality.expressionHelp({ max: l.expressionMax }),
  notes: LL.creator.personality.notesHelp({ max: l.notesMax }),
  chatExampleIntro: LL.creator.chatExample.intro({ max: l.chatExamplesMax }),
  reactionInput: LL.creator.reaction.inputHelp({ max: l.reactionLengthMax }),
  mustKnowIntro: LL.creator.mustKnow.intro({ min: l.textListMin }),
  prohibitedIntro: LL.creator.prohibited.intro({ min: l.textListMin }),
  welcome: LL.creator.welcome.help({ max: l.welcomeMax }),
  mediaFiles: LL.creator.media.help({ image: l.mediaImageMb, video: l.mediaVideoMb }),
  lockedPrice: LL.creator.media.priceRule({ min: l.lockedPriceMin, max: l.lockedPriceMax }),
});
