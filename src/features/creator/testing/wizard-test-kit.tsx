import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import {
  getOnboarding,
  saveOnboardingBasicInformation,
  saveOnboardingEmoji,
  saveOnboardingExtroversion,
  saveOnboardingMustKnowInfo,
  saveOnboardingPersonality,
  saveOnboardingProhibitedTopics,
  saveOnboardingReaction,
} from '@/api/generated/endpoints/onboarding/onboarding';
import type { OnboardingResponse } from '@/api/generated/model';
import { OnboardingLayout } from '@/app/layouts/onboarding-layout';
import type { Locales } from '@/i18n/i18n-types';
import { onboardingBasePath, onboardingSteps } from '@/lib/onboarding-steps';
import { signInDemoUser, type DemoAccount } from '../../../../tests/demo-user';
import { renderScreens } from '../../../../tests/render';
import OnboardingStepPage from '../pages/onboarding-step-page';

// The wizard as its component tests see it: the onboarding layout (step number, saved count)
// and the step page for every /onboarding path, on the
// mock backend, without the app's route table, guards or lazy loading. Other paths (/my-agent)
// render the "elsewhere" placeholder.

const stepRoutes: RouteObject[] = onboardingSteps.map(({ path, key }) => {
  if (key === 'chatExample') {
    return {
      path,
      children: [
        { index: true, element: <OnboardingStepPage /> },
        { path: ':chatStyle', element: <OnboardingStepPage /> },
      ],
    };
  }
  return path ? { path, element: <OnboardingStepPage /> } : { index: true, element: <OnboardingStepPage /> };
});

export interface WizardOptions {
  locale?: Locales;
  as?: DemoAccount;
  /** Other screens to render for real (the my-agent page after finishing). */
  others?: { path: string; element: ReactElement }[];
  /** Runs signed in, before the page opens: answers saved earlier (on another device). */
  before?: () => Promise<unknown>;
}

/** Signs in (the new demo user by default) and opens the wizard at `route`. */
export const openWizard = async (route: string, { locale = 'en', as = 'newbie', others = [], before }: WizardOptions = {}) => {
  const user = await signInDemoUser(as);
  await before?.();
  const rendered = renderScreens([{ path: onboardingBasePath, element: <OnboardingLayout />, children: stepRoutes }, ...others], { route, locale });
  // Every step waits for the server's saved answers before it shows its heading.
  // (A tag query: role queries walk the whole tree and are slow in jsdom.)
  await waitFor(() => expect(document.querySelector('main h1, [data-testid=elsewhere]') && !document.querySelector('[data-testid=step-loading]')).toBeTruthy(), { timeout: 2000 });
  return { ...rendered, user };
};

/** The server's copy of the wizard (what another device would load). */
export const serverState = (): Promise<OnboardingResponse> => getOnboarding();

/** Waits until the page is at `path` and its step is drawn (each step's code loads on its own). */
export const expectPath = async (path: () => string, expected: string) => {
  await waitFor(() => {
    if (path() !== expected) throw new Error(`at ${path()}, expected ${expected}`);
    if (document.querySelector('[data-testid="step-loading"]')) throw new Error(`${expected}: the step is still loading`);
  });
};

/** The heading of the screen shown. */
export const heading = (): string => document.querySelector('main h1')?.textContent ?? '';

/** A button by its exact text (a text query is far cheaper than a role query here). */
export const button = (text: string): HTMLButtonElement => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};

/** Saves every required answer through the API (what a creator did earlier, maybe elsewhere). */
export const answerRequiredSteps = async ({ skip = [] }: { skip?: string[] } = {}) => {
  const saves: [string, () => Promise<unknown>][] = [
    ['basicInformation', () => saveOnboardingBasicInformation({ agentName: 'nia_twin', displayName: 'Nia', bio: 'I paint foxes.', language: 'en' })],
    ['extroversion', () => saveOnboardingExtroversion({ level: 4 })],
    ['personality', () => saveOnboardingPersonality({ traits: ['CHEERFUL'], description: 'Warm.' })],
    ['emoji', () => saveOnboardingEmoji({ emojis: ['🦊'], frequency: 'SOMETIMES' })],
    ['reaction', () => saveOnboardingReaction({ reactions: ['No way!'] })],
    ['mustKnowInfo', () => saveOnboardingMustKnowInfo({ items: ['I live in Osaka with my cat Mochi.'] })],
    ['prohibitedTopics', () => saveOnboardingProhibitedTopics({ items: ['My family and my home address.'] })],
  ];
  for (const [key, save] of saves) if (!skip.includes(key)) await save();
};
