import { matchPath } from 'react-router';

// The onboarding wizard's steps, in order, with the step number each shows (spec section 2).
// The route table builds the wizard's routes from these; the layout and the step page find the
// step shown from the location (onboardingStepAt), so the layout can show "Step n of 8".
export const onboardingStepCount = 8;

/** Where the wizard lives; its steps' paths are relative to it. */
export const onboardingBasePath = '/onboarding';

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

/** The wizard's step at `pathname` (its first segment under the wizard); none outside the wizard. */
export const onboardingStepAt = (pathname: string): OnboardingStep | undefined => {
  const match = matchPath({ path: `${onboardingBasePath}/:step?/*` }, pathname);
  if (!match) return undefined;
  const segment = match.params.step ?? '';
  return onboardingSteps.find((step) => step.path === segment);
};
