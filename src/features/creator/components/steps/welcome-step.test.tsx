import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveOnboardingWelcomeMessageBodyTextMax } from '@/api/generated/zod/onboarding/onboarding.zod';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { button, heading, openWizard, serverState } from '../../testing/wizard-test-kit';

// Step 8, the welcome message: required, at most the contract's length, saved to the server;
// its rules and help in both languages.
setupMockBackend();

const textarea = () => document.querySelector<HTMLTextAreaElement>('main form textarea')!;

describe.each<Locales>(['en', 'ja'])('step 8, the welcome message (%s)', (locale) => {
  const LL = i18nObject(locale);
  const finish = () => fireEvent.click(button(LL.creator.wizard.finish()));

  it('needs a message of at most the contract length, and saves it', async () => {
    await openWizard('/onboarding/welcome-message-setting', { locale });
    expect(heading()).toBe(LL.creator.welcome.heading());
    // The help names the contract's limit, formatted for the language.
    expect(screen.getByText(LL.creator.welcome.help({ max: saveOnboardingWelcomeMessageBodyTextMax }))).toBeVisible();
    expect(LL.creator.welcome.help({ max: saveOnboardingWelcomeMessageBodyTextMax })).toContain(String(saveOnboardingWelcomeMessageBodyTextMax));
    fireEvent.change(textarea(), { target: { value: '   ' } });
    finish();
    expect(await screen.findByText(LL.validation.required())).toBeVisible();
    fireEvent.change(textarea(), { target: { value: 'x'.repeat(saveOnboardingWelcomeMessageBodyTextMax + 1) } });
    finish();
    expect(await screen.findByText(LL.validation.textMax({ max: saveOnboardingWelcomeMessageBodyTextMax }))).toBeVisible();
    expect((await serverState()).settings.welcomeMessage?.text).toBeUndefined();
    fireEvent.change(textarea(), { target: { value: 'Welcome to my corner!' } });
    finish();
    await waitFor(async () => expect((await serverState()).settings.welcomeMessage?.text).toBe('Welcome to my corner!'));
  });
});
