import type { ChatStyle, OnboardingSettings } from '@/api/generated/model';
import { ChatStyle as ChatStyles } from '@/api/generated/model';

// The wizard as the creator walks it: one screen per route, chat examples one screen per
// chat style. `done` says whether the server already holds that screen's answer; the first
// screen not done is where a returning creator resumes.
export const chatStyles = Object.values(ChatStyles) as ChatStyle[];

export type ScreenKey =
  | 'basicInformation'
  | 'extroversion'
  | 'personality'
  | `chatExample.${ChatStyle}`
  | 'emoji'
  | 'reaction'
  | 'mustKnowInfo'
  | 'prohibitedTopics'
  | 'media'
  | 'welcomeMessage';

export interface WizardScreen {
  key: ScreenKey;
  path: string;
  step: number;
  /** Screens the creator may pass without an answer. */
  optional: boolean;
  done: (s: OnboardingSettings) => boolean;
}

export const wizardScreens: WizardScreen[] = [
  { key: 'basicInformation', path: 'basic-information', step: 1, optional: false, done: (s) => s.basicInformation !== null },
  { key: 'extroversion', path: 'extroversion-setting', step: 2, optional: false, done: (s) => s.extroversion !== null },
  { key: 'personality', path: 'personality-setting', step: 3, optional: false, done: (s) => s.personality !== null },
  ...chatStyles.map(
    (style): WizardScreen => ({
      key: `chatExample.${style}`,
      path: `chat-example/${style}`,
      step: 4,
      optional: true,
      done: (s) => Boolean(s.chatExamples[style]),
    }),
  ),
  { key: 'emoji', path: 'emoji-setting', step: 5, optional: false, done: (s) => s.emoji !== null },
  { key: 'reaction', path: 'reaction-setting', step: 5, optional: false, done: (s) => s.reaction !== null },
  { key: 'mustKnowInfo', path: 'must-know-info', step: 6, optional: false, done: (s) => s.mustKnowInfo !== null },
  { key: 'prohibitedTopics', path: 'prohibited-topic-setting', step: 6, optional: false, done: (s) => s.prohibitedTopics !== null },
  { key: 'media', path: 'media-upload', step: 7, optional: true, done: (s) => s.media.length > 0 },
  { key: 'welcomeMessage', path: 'welcome-message-setting', step: 8, optional: false, done: (s) => s.welcomeMessage !== null },
];

export const onboardingPath = (screen: WizardScreen | undefined): string => (screen ? `/onboarding/${screen.path}` : '/onboarding');

export const screenIndex = (key: ScreenKey): number => wizardScreens.findIndex((s) => s.key === key);
export const screenByKey = (key: ScreenKey): WizardScreen => wizardScreens[screenIndex(key)]!;
export const nextScreen = (key: ScreenKey): WizardScreen | undefined => wizardScreens[screenIndex(key) + 1];
export const previousScreen = (key: ScreenKey): WizardScreen | undefined => wizardScreens[screenIndex(key) - 1];

/**
 * Where a returning creator continues: the first required screen without an answer, else
 * the first optional one never answered, else the last screen.
 */
export const resumeScreen = (settings: OnboardingSettings): WizardScreen => {
  const firstOpen = wizardScreens.find((s) => !s.done(settings));
  const lastDone = [...wizardScreens].reverse().find((s) => s.done(settings));
  if (!firstOpen) return wizardScreens.at(-1)!;
  // Optional screens skipped earlier do not pull the creator back past later answers.
  if (firstOpen.optional && lastDone && screenIndex(lastDone.key) > screenIndex(firstOpen.key)) {
    return wizardScreens.find((s, i) => i > screenIndex(lastDone.key) && !s.done(settings)) ?? wizardScreens.at(-1)!;
  }
  return firstOpen;
};

/** The required answers still missing before the agent can be created. */
export const missingScreens = (settings: OnboardingSettings): WizardScreen[] =>
  wizardScreens.filter((s) => !s.optional && !s.done(settings) && s.key !== 'emoji' && s.key !== 'reaction');
