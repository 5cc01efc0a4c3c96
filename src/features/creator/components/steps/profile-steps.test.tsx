import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveOnboardingBasicInformation, saveOnboardingExtroversion } from '@/api/generated/endpoints/onboarding/onboarding';
import {
  saveOnboardingBasicInformationBodyAgentNameMax,
  saveOnboardingBasicInformationBodyAgentNameMin,
  saveOnboardingBasicInformationBodyBioMax,
  saveOnboardingBasicInformationBodyDisplayNameMax,
  saveOnboardingPersonalityBodyTraitsMax,
} from '@/api/generated/zod/onboarding/onboarding.zod';
import { i18nObject } from '@/i18n/i18n-util';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { setDraft } from '../../hooks/wizard-drafts';
import { button, expectPath, heading, openWizard, serverState } from '../../testing/wizard-test-kit';

// Steps 1 to 3: basic information, extroversion, personality. Rules and bounds come from the
// generated schemas; each save lands on the server and the wizard moves on.
setupMockBackend();
const en = i18nObject('en');
const ja = i18nObject('ja');
const field = (label: string) => screen.getByLabelText((content) => content.replace(/\s*\*\s*$/, '').trim() === label, { selector: 'input,textarea,select' });
/** The help text a field is described by (FormField links it with aria-describedby). */
const helpOf = (label: string) => field(label).getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const next = () => fireEvent.click(button(en.creator.wizard.next()));

describe('step 1, basic information', () => {
  it('requires a handle and a display name, with the handle bounds from the schema', async () => {
    const { path } = await openWizard('/onboarding/basic-information');
    // The help under each field names the contract's limits.
    expect(helpOf(en.creator.basic.agentName())).toMatch(new RegExp(`${saveOnboardingBasicInformationBodyAgentNameMin}\\D+${saveOnboardingBasicInformationBodyAgentNameMax}`));
    expect(helpOf(en.creator.basic.displayName())).toContain(String(saveOnboardingBasicInformationBodyDisplayNameMax));
    next();
    expect(await screen.findAllByText(en.validation.required())).not.toHaveLength(0);
    fireEvent.change(field(en.creator.basic.agentName()), { target: { value: 'ab' } });
    fireEvent.change(field(en.creator.basic.displayName()), { target: { value: 'x'.repeat(saveOnboardingBasicInformationBodyDisplayNameMax + 1) } });
    next();
    const handle = await screen.findByText(en.validation.handleLength({ min: saveOnboardingBasicInformationBodyAgentNameMin, max: saveOnboardingBasicInformationBodyAgentNameMax }));
    expect(handle.textContent).toContain(String(saveOnboardingBasicInformationBodyAgentNameMin));
    expect(handle.textContent).toContain(String(saveOnboardingBasicInformationBodyAgentNameMax));
    expect((await screen.findByText(en.validation.textMax({ max: saveOnboardingBasicInformationBodyDisplayNameMax }))).textContent).toContain(
      String(saveOnboardingBasicInformationBodyDisplayNameMax),
    );
    fireEvent.change(field(en.creator.basic.agentName()), { target: { value: 'Bad Name' } });
    next();
    expect(await screen.findByText(en.validation.handleCharacters())).toBeVisible();
    expect(path()).toBe('/onboarding/basic-information');
  });

  it('shows "already taken" from the server on the handle, and saves a free one', async () => {
    const { path } = await openWizard('/onboarding/basic-information');
    fireEvent.change(field(en.creator.basic.agentName()), { target: { value: 'aoi_draws' } });
    fireEvent.change(field(en.creator.basic.displayName()), { target: { value: 'Nia' } });
    next();
    expect(await screen.findByText(en.errors.UsernameTaken())).toBeVisible();
    fireEvent.change(field(en.creator.basic.agentName()), { target: { value: 'nia_twin' } });
    next();
    await expectPath(path, '/onboarding/extroversion-setting');
    expect((await serverState()).settings.basicInformation).toMatchObject({ agentName: 'nia_twin', displayName: 'Nia' });
  });

  it('speaks Japanese', async () => {
    await openWizard('/onboarding/basic-information', { locale: 'ja' });
    expect(heading()).toBe(ja.creator.basic.heading());
    expect(helpOf(ja.creator.basic.agentName())).toMatch(new RegExp(`${saveOnboardingBasicInformationBodyAgentNameMin}〜${saveOnboardingBasicInformationBodyAgentNameMax}文字`));
    expect(helpOf(ja.creator.basic.bio())).toContain(`${saveOnboardingBasicInformationBodyBioMax}文字以内`);
    fireEvent.click(button(ja.creator.wizard.next()));
    expect(await screen.findAllByText(ja.validation.required())).not.toHaveLength(0);
  });
});

describe('step 2, extroversion', () => {
  it('offers Very Shy … Neutral … Very Outgoing, saves the level, and Back returns to step 1 with its answers', async () => {
    const { path } = await openWizard('/onboarding/extroversion-setting', {
      before: () => saveOnboardingBasicInformation({ agentName: 'nia_twin', displayName: 'Nia', bio: '', language: 'en' }),
    });
    for (const level of [en.creator.extroversion.levels.veryShy(), en.creator.extroversion.levels.neutral(), en.creator.extroversion.levels.veryOutgoing()]) {
      expect(screen.getByLabelText(level)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByLabelText(en.creator.extroversion.levels.veryOutgoing()));
    fireEvent.click(button(en.creator.wizard.back()));
    await expectPath(path, '/onboarding/basic-information');
    expect(field(en.creator.basic.agentName())).toHaveValue('nia_twin');
    next();
    await expectPath(path, '/onboarding/extroversion-setting');
    // The unsaved choice survived the trip back.
    expect(await screen.findByLabelText(en.creator.extroversion.levels.veryOutgoing())).toBeChecked();
    next();
    await expectPath(path, '/onboarding/personality-setting');
    expect((await serverState()).settings.extroversion).toEqual({ level: 5 });
  });
});

describe('step 2, a draft from storage', () => {
  it('starts from the saved level when the kept draft is not one the scale offers', async () => {
    const { path } = await openWizard('/onboarding/extroversion-setting', {
      before: async () => {
        await saveOnboardingExtroversion({ level: 2 });
        setDraft('extroversion', { level: 9 });
      },
    });
    expect(await screen.findByLabelText(en.creator.extroversion.levels.shy())).toBeChecked();
    next();
    await expectPath(path, '/onboarding/personality-setting');
    expect((await serverState()).settings.extroversion).toEqual({ level: 2 });
  });
});

describe('step 3, personality', () => {
  it(`needs at least one trait and at most the schema's ${saveOnboardingPersonalityBodyTraitsMax}`, async () => {
    const { path } = await openWizard('/onboarding/personality-setting');
    next();
    const none = await screen.findByText((text) => text.startsWith(en.validation.traitsCount({ min: 1, max: saveOnboardingPersonalityBodyTraitsMax }).slice(0, 10)));
    expect(none.textContent).toContain(String(saveOnboardingPersonalityBodyTraitsMax));
    const names = Object.values(en.creator.personality.traitNames).map((name) => name());
    for (const name of names.slice(0, saveOnboardingPersonalityBodyTraitsMax + 1)) await userEvent.click(screen.getByLabelText(name));
    next();
    expect(await screen.findByText(en.validation.traitsCount({ min: 1, max: saveOnboardingPersonalityBodyTraitsMax }))).toBeVisible();
    await userEvent.click(screen.getByLabelText(names[0]!));
    fireEvent.change(field(en.creator.personality.description()), { target: { value: 'Warm and a little chaotic.' } });
    next();
    await expectPath(path, '/onboarding/chat-example/CASUAL_GREETING');
    const saved = (await serverState()).settings.personality;
    expect(saved?.traits).toHaveLength(saveOnboardingPersonalityBodyTraitsMax);
    expect(saved?.description).toBe('Warm and a little chaotic.');
  });
});

describe('steps 2 and 3 in Japanese', () => {
  it('shows the scale in Japanese', async () => {
    await openWizard('/onboarding/extroversion-setting', { locale: 'ja' });
    expect(heading()).toBe(ja.creator.extroversion.heading());
    for (const level of [ja.creator.extroversion.levels.veryShy(), ja.creator.extroversion.levels.neutral(), ja.creator.extroversion.levels.veryOutgoing()]) {
      expect(screen.getByRole('radio', { name: level })).toBeInTheDocument();
    }
  });

  it('shows the trait rule in Japanese, with the contract limits', async () => {
    await openWizard('/onboarding/personality-setting', { locale: 'ja' });
    expect(heading()).toBe(ja.creator.personality.heading());
    expect(await screen.findByText(ja.creator.personality.traitsHelp({ min: 1, max: saveOnboardingPersonalityBodyTraitsMax }))).toBeVisible();
    fireEvent.click(button(ja.creator.wizard.next()));
    expect(await screen.findByText(ja.validation.traitsCount({ min: 1, max: saveOnboardingPersonalityBodyTraitsMax }))).toBeVisible();
  });
});

