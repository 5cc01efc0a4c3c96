import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveOnboardingMustKnowInfo } from '@/api/generated/endpoints/onboarding/onboarding';
import { i18nObject } from '@/i18n/i18n-util';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { meaningfulTextMax, meaningfulTextMin } from '../../forms/step-values';
import { button, expectPath, heading, openWizard, serverState } from '../../testing/wizard-test-kit';

// Step 6: must-know facts and topics to avoid, each at least `meaningfulTextMin` characters
// not counting spaces (the bound comes from the contract's schema), saved to the server.
setupMockBackend();
const en = i18nObject('en');
const ja = i18nObject('ja');

const submit = () => fireEvent.click(button(en.creator.wizard.next()));
const boxes = () => [...document.querySelectorAll('main textarea')];

describe('must-know information and topics to avoid', () => {
  it('refuses an item shorter than the schema bound, not counting spaces, and says the bound', async () => {
    const { path } = await openWizard('/onboarding/must-know-info');
    // Enough characters with the spaces, one short without them.
    const short = Array.from({ length: meaningfulTextMin - 1 }, () => 'a').join(' ');
    fireEvent.change(boxes()[0]!, { target: { value: short } });
    expect(screen.getByText(en.creator.textList.counter({ count: meaningfulTextMin - 1 }))).toBeVisible();
    submit();
    const error = await screen.findByText(en.validation.meaningfulText({ min: meaningfulTextMin }));
    expect(error.textContent).toContain(String(meaningfulTextMin));
    expect(path()).toBe('/onboarding/must-know-info');
    expect((await serverState()).settings.mustKnowInfo).toBeNull();
  });

  it('refuses an item longer than the schema allows, naming the bound', async () => {
    await openWizard('/onboarding/prohibited-topic-setting');
    fireEvent.change(boxes()[0]!, { target: { value: 'x'.repeat(meaningfulTextMax + 1) } });
    submit();
    const error = await screen.findByText(en.validation.textMax({ max: meaningfulTextMax }));
    expect(error.textContent).toContain(String(meaningfulTextMax));
  });

  it('saves every item to the server, trimmed, and moves on; an empty extra item is refused', async () => {
    const { path } = await openWizard('/onboarding/must-know-info');
    fireEvent.change(boxes()[0]!, { target: { value: '  I live in Osaka with my cat Mochi.  ' } });
    fireEvent.click(button(en.creator.textList.add()));
    submit();
    expect(await screen.findByText(en.validation.meaningfulText({ min: meaningfulTextMin }))).toBeVisible();
    fireEvent.change(boxes()[1]!, { target: { value: 'I draw every morning before work.' } });
    submit();
    await expectPath(path, '/onboarding/prohibited-topic-setting');
    expect((await serverState()).settings.mustKnowInfo?.items).toEqual(['I live in Osaka with my cat Mochi.', 'I draw every morning before work.']);
  });

  it('shows the saved topics again when the creator comes back', async () => {
    await openWizard('/onboarding/must-know-info', { before: () => saveOnboardingMustKnowInfo({ items: ['My cat is called Mochi.'] }) });
    expect(boxes()[0]).toHaveValue('My cat is called Mochi.');
  });

  it('speaks Japanese: the heading and the rule', async () => {
    await openWizard('/onboarding/prohibited-topic-setting', { locale: 'ja' });
    expect(heading()).toBe(ja.creator.prohibited.heading());
    fireEvent.change(boxes()[0]!, { target: { value: '家族の話' } });
    fireEvent.click(button(ja.creator.wizard.next()));
    const error = await screen.findByText(ja.validation.meaningfulText({ min: meaningfulTextMin }));
    expect(error.textContent).toContain(String(meaningfulTextMin));
    await waitFor(() => expect(screen.queryByText(en.validation.meaningfulText({ min: meaningfulTextMin }))).toBeNull());
  });
});
