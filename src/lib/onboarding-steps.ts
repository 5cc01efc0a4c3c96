// The onboarding wizard's steps, in order, with the step number each shows (spec section 2).
// Route handles carry these so the layout can show "Step n of 8".
export const onboardingStepCount = 8;

export const onboardingSteps = [
  { path: '', key: 'start', step: null },
  { path: 'basic-information', key: 'basicInformation', step: 1 },
  { path: 'extroversion-setting', key: 'extroversionSetting', step: 2 },
  { path: 'personality-setting', key: 'personalitySetting', step: 3 },
  { path: 'chat-example', key: 'chatExample', step: 4 },
  { path: 'emoji-setting', key: 'emojiSetting', step: 5 },
  { path: 'reaction-setting', key: 'reactionSetting', step: 5 },
  { path: 'must-know-info', key: 'mustKnowInfo', step: 6 },
  { path: 'prohibited-topic-setting', key: 'prohibitedTopicSetting', step: 6 },
  { path: 'media-upload', key: 'mediaUpload', step: 7 },
  { path: 'welcome-message-setting', key: 'welcomeMessageSetting', step: 8 },
] as const;

export type OnboardingStep = (typeof onboardingSteps)[number];
export interface OnboardingHandle {
  onboarding: true;
  key: OnboardingStep['key'];
  step: number | null;
}

export const isOnboardingHandle = (value: unknown): value is OnboardingHandle =>
  typeof value === 'object' && value !== null && (value as { onboarding?: unknown }).onboarding === true;
