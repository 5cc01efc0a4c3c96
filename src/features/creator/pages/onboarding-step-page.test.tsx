import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMyAgent } from '@/api/generated/endpoints/my-agent/my-agent';
import { saveOnboardingBasicInformation, saveOnboardingExtroversion } from '@/api/generated/endpoints/onboarding/onboarding';
import { i18nObject } from '@/i18n/i18n-util';
import { onboardingStepCount } from '@/lib/onboarding-steps';
import { getAgentProgress, getOnboardingProgress } from '@/lib/session/progress';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { answerRequiredSteps, button, expectPath, heading, openWizard, serverState } from '../testing/wizard-test-kit';

// The wizard as a whole: where it starts and resumes (from the server's answers, so another
// device resumes too), the progress it shows, the progress markers, and finishing into a
// draft agent.
setupMockBackend();
const en = i18nObject('en');
const ja = i18nObject('ja');

describe('the onboarding wizard', () => {
  it('starts a new creator at step 1, with both progress markers at before-onboarding', async () => {
    const { path } = await openWizard('/onboarding');
    expect(heading()).toBe(en.creator.start.heading());
    expect(getOnboardingProgress()).toBe('before-onboarding');
    expect(getAgentProgress()).toBe('before-onboarding');
    fireEvent.click(button(en.creator.start.begin()));
    await expectPath(path, '/onboarding/basic-information');
    expect(screen.getByTestId('onboarding-step')).toHaveTextContent(en.creator.onboarding.step({ step: 1, total: onboardingStepCount }));
    const bar = screen.getByRole('progressbar', { name: en.creator.onboarding.step({ step: 1, total: onboardingStepCount }) });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', String(onboardingStepCount));
  });

  it('resumes where the creator left off on another device, from the server, and shows the saved count', async () => {
    const { path } = await openWizard('/onboarding', {
      before: async () => {
        await saveOnboardingBasicInformation({ agentName: 'nia_twin', displayName: 'Nia', bio: '', language: 'en' });
        await saveOnboardingExtroversion({ level: 2 });
      },
    });
    expect(getOnboardingProgress()).toBe('in-progress');
    expect(screen.getByText(en.creator.start.resumeHint({ step: en.creator.onboarding.steps.personalitySetting() }))).toBeVisible();
    fireEvent.click(button(en.creator.start.resume()));
    await expectPath(path, '/onboarding/personality-setting');
    expect(await screen.findByTestId('onboarding-saved')).toHaveTextContent(en.creator.wizard.stepProgress({ done: 2, total: onboardingStepCount }));
    // Back shows the saved answer of step 2.
    fireEvent.click(button(en.creator.wizard.back()));
    await expectPath(path, '/onboarding/extroversion-setting');
    expect(await screen.findByLabelText(en.creator.extroversion.levels.shy())).toBeChecked();
  });

  it('finishes into a draft agent: the markers move on and the creator lands on /my-agent', async () => {
    const { path } = await openWizard('/onboarding/welcome-message-setting', { before: () => answerRequiredSteps() });
    fireEvent.click(button(en.creator.wizard.finish()));
    expect(await screen.findByText(en.validation.required())).toBeVisible();
    fireEvent.change(document.querySelector('main textarea')!, { target: { value: 'Hey, welcome! So glad you came by.' } });
    fireEvent.click(button(en.creator.wizard.finish()));
    await expectPath(path, '/my-agent');
    const mine = await getMyAgent();
    expect(mine.agent).toMatchObject({ name: 'nia_twin', isPublished: false, welcomeMessage: 'Hey, welcome! So glad you came by.' });
    expect(getOnboardingProgress()).toBe('completed');
    expect(getAgentProgress()).toBe('draft');
  });

  it('lists the steps still missing when the creator tries to finish early, with links to them', async () => {
    const { path } = await openWizard('/onboarding/welcome-message-setting', { before: () => answerRequiredSteps({ skip: ['personality', 'mustKnowInfo'] }) });
    fireEvent.change(document.querySelector('main textarea')!, { target: { value: 'Hello there!' } });
    fireEvent.click(button(en.creator.wizard.finish()));
    const alert = await screen.findByText(en.creator.wizard.missing());
    const links = within(alert.closest('[role=alert]') as HTMLElement).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      en.creator.wizard.goToStep({ step: en.creator.onboarding.steps.personalitySetting() }),
      en.creator.wizard.goToStep({ step: en.creator.onboarding.steps.mustKnowInfo() }),
    ]);
    // The welcome message was saved all the same.
    expect((await serverState()).settings.welcomeMessage?.text).toBe('Hello there!');
    fireEvent.click(links[0]!);
    await expectPath(path, '/onboarding/personality-setting');
  });

  it('sends a creator who already has an agent to /my-agent', async () => {
    const { path } = await openWizard('/onboarding/basic-information', { as: 'creator' });
    await expectPath(path, '/my-agent');
  });

  it('speaks Japanese', async () => {
    await openWizard('/onboarding', { locale: 'ja' });
    expect(heading()).toBe(ja.creator.start.heading());
    expect(button(ja.creator.start.begin())).toBeVisible();
  });
});
