import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { toMyAgentResponse } from '@mocks/areas/my-agent/rules';
import { nodeFile, setupMockBackend } from '@mocks/testing/test-kit';
import { cardBlob } from '../components/card-export-button';
import { chooseFiles, renderEdit } from '../testing/studio-test-kit';

// The settings form alone against the mock backend: its rules (from the generated schemas),
// a save, the question before leaving with unsaved changes, a character card filling the
// form (and a bad card file changing nothing), and where a user without an agent goes. In
// English; in Japanese the screen and one rule (translations: src/i18n/translations.test.ts).
setupMockBackend();

const aoi = () => getDb().agents.find((a) => a.name === 'aoi_draws')!;
/** A label's text without the required marker. */
const label = (text: string) => (content: string) => content.replace(/\s*\*\s*$/, '').trim() === text;

describe.each<Locales>(['en', 'ja'])('the agent settings form (%s)', (locale) => {
  const LL = i18nObject(locale);
  const s = LL.creator.settings;
  const field = (name: string) => screen.findByLabelText(label(name), { selector: 'input,textarea' });
  const save = () => userEvent.click(screen.getByRole('button', { name: s.save() }));
  /** Typing is not what these tests are about: a field gets its whole value at once. */
  const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

  if (locale === 'en') {
    it('applies the rules of the contract and sends nothing until they pass', async () => {
      await renderEdit(locale);
      const name = await field(LL.creator.basic.displayName());
      expect(name).toHaveValue('Aoi');
      const facts = screen.getAllByPlaceholderText(LL.creator.mustKnow.placeholder());
      type(name, '');
      type(facts[0]!, 'short');
      type(await field(s.messagePrice()), '1001');
      await save();
      expect(await screen.findByText(LL.validation.required())).toBeVisible();
      expect(facts[0]).toBeInvalid();
      expect(screen.getByText(LL.validation.meaningfulText({ min: 10 }))).toBeVisible();
      expect(screen.getByText(LL.validation.numberRange())).toBeVisible();
      expect(aoi().displayName).toBe('Aoi');
      expect(aoi().messagePrice).toBe(10);
    });

    it('saves every change', async () => {
      await renderEdit(locale);
      type(await field(LL.creator.basic.displayName()), 'Aoi Sketches');
      type(screen.getAllByPlaceholderText(LL.creator.mustKnow.placeholder())[0]!, 'I live in Osaka with Mochi the cat.');
      type(await field(s.messagePrice()), '25');
      type(await field(LL.creator.welcome.label()), 'Welcome back, friend!');
      await userEvent.click(screen.getByRole('radio', { name: LL.creator.extroversion.levels.veryOutgoing() }));
      await save();
      expect(await screen.findByText(s.saved())).toBeVisible();
      expect(aoi().displayName).toBe('Aoi Sketches');
      expect(aoi().messagePrice).toBe(25);
      expect(aoi().welcomeMessage).toBe('Welcome back, friend!');
      const settings = toMyAgentResponse(aoi()).settings;
      expect(settings.extroversion.level).toBe(5);
      expect(settings.mustKnowInfo.items[0]).toBe('I live in Osaka with Mochi the cat.');
      expect(screen.getByTestId('settings-dirty')).toHaveTextContent(s.allSaved());
    });

    it('asks before leaving with unsaved changes', async () => {
      const { path } = await renderEdit(locale);
      const bio = await field(LL.creator.basic.bio());
      type(bio, `${aoi().bio} And dragons.`);
      expect(screen.getByTestId('settings-dirty')).toHaveTextContent(s.unsavedNote());
      await userEvent.click(screen.getByRole('link', { name: s.backToOverview() }));
      const dialog = await screen.findByRole('alertdialog', { name: s.unsaved.title() });
      await userEvent.click(within(dialog).getByRole('button', { name: s.unsaved.stay() }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(path()).toBe('/my-agent/agent-setting/edit');
      expect(await field(LL.creator.basic.bio())).toHaveValue(`${aoi().bio} And dragons.`);
      await userEvent.click(screen.getByRole('link', { name: s.backToOverview() }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: s.unsaved.leave() }));
      expect(await screen.findByRole('heading', { level: 1, name: s.heading() })).toBeVisible();
      expect(aoi().bio).not.toMatch(/dragons\.$/);
    });

    it('fills the form from an exported card; a bad file changes nothing', async () => {
      const mine = toMyAgentResponse(aoi());
      const json = await cardBlob(mine.agent, mine.settings).text();
      await renderEdit(locale);
      const name = await field(LL.creator.basic.displayName());
      type(name, 'Someone else');
      const welcome = await field(LL.creator.welcome.label());
      type(welcome, 'Changed welcome');

      await chooseFiles('card-file-input', nodeFile('{ not json', 'broken.json', 'application/json'));
      expect(await screen.findByTestId('card-error')).toHaveTextContent(LL.creator.card.invalidJson());
      expect(name).toHaveValue('Someone else');

      await chooseFiles('card-file-input', nodeFile(json, 'aoi_draws.card.json', 'application/json'));
      const dialog = await screen.findByRole('alertdialog', { name: s.replace.title() });
      await userEvent.click(within(dialog).getByRole('button', { name: s.replace.confirm() }));
      await waitFor(() => expect(name).toHaveValue('Aoi'));
      expect(welcome).toHaveValue(mine.settings.welcomeMessage.text);
      expect(screen.queryByTestId('card-error')).toBeNull();
    });

    it('sends a signed-in user without an agent to the wizard', async () => {
      const { path } = await renderEdit(locale, 'newbie');
      await waitFor(() => expect(path()).toBe('/onboarding'));
    });
  }

  if (locale === 'ja') {
    it('shows the form and its rules in Japanese', async () => {
      await renderEdit(locale);
      expect(await screen.findByRole('heading', { level: 1, name: s.editHeading() })).toBeVisible();
      type(await field(LL.creator.basic.displayName()), '');
      await save();
      expect(await screen.findByText(LL.validation.required())).toBeVisible();
      expect(screen.getByRole('heading', { name: s.sections.pricing() })).toBeVisible();
    });
  }
});
