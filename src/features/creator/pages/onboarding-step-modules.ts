import { use } from 'react';
import type { OnboardingStep } from '@/lib/onboarding-steps';

// Each wizard screen's code, loaded with its own route (routes.tsx preloads it beside the
// page), not all ten screens' code with the first: the screens bring their own heavy parts
// (the extroversion scale, trait and emoji pickers, the media uploader), ~20 KB gzip that
// every step of the wizard used to load.
const loaders = {
  start: () => import('../components/steps/start-step'),
  basicInformation: () => import('../components/steps/basic-information-step'),
  extroversionSetting: () => import('../components/steps/extroversion-step'),
  personalitySetting: () => import('../components/steps/personality-step'),
  chatExample: () => import('../components/steps/chat-example-step'),
  emojiSetting: () => import('../components/steps/emoji-step'),
  reactionSetting: () => import('../components/steps/reaction-step'),
  mustKnowInfo: () => import('../components/steps/text-list-step'),
  prohibitedTopicSetting: () => import('../components/steps/text-list-step'),
  mediaUpload: () => import('../components/steps/media-step'),
  welcomeMessageSetting: () => import('../components/steps/welcome-step'),
} satisfies Record<OnboardingStep['key'], () => Promise<unknown>>;

export type StepKey = keyof typeof loaders;
export type StepModule<Key extends StepKey> = Awaited<ReturnType<(typeof loaders)[Key]>>;

/** A promise React's `use` reads at once once it has settled (the status fields it checks). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loading = new Map<StepKey, Tracked<unknown>>();

/** Starts (once) loading a screen's code; resolves when it is there. */
export const preloadOnboardingStep = <Key extends StepKey>(key: Key): Promise<StepModule<Key>> => {
  let promise = loading.get(key);
  if (!promise) {
    const started: Tracked<unknown> = loaders[key]().then((module) => {
      started.status = 'fulfilled';
      started.value = module;
      return module;
    });
    // A failed load may be retried (a flaky connection), not remembered.
    started.catch(() => loading.delete(key));
    loading.set(key, started);
    promise = started;
  }
  return promise as Promise<StepModule<Key>>;
};

/**
 * A screen's code for rendering: at once when it has loaded (the route preloads it, so the
 * first render has it), otherwise it suspends until it arrives (React's Suspense).
 */
export const useStepModule = <Key extends StepKey>(key: Key): StepModule<Key> => use(preloadOnboardingStep(key));
