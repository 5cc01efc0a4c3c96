import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { toMyAgentResponse } from '@mocks/areas/my-agent/rules';
import { nodeFile, setupMockBackend } from '@mocks/testing/test-kit';
import { cardBlob } from '../components/card-export-button';
import { holdFirstScreen } from '../../../../tests/first-screen';
import { renderWithProviders } from '../../../../tests/render';
import { SettingsLaterPlaceholder } from '../components/settings-later-placeholder';
import { chooseFiles, editPath, renderEdit, renderEditForm } from '../testing/studio-test-kit';

// The settings form alone (the page's loader only where the redirect is tested) against the
// mock backend. Clicks and values are plain DOM events: pointer simulation over this large
// form is what made the file slow, and no test here is about typing. its rules (from the generated schemas),
// a save, the question before leaving with unsaved changes, a character card filling the
// form (and a bad card file changing nothing), and where a user without an agent goes. In
// English; in Japanese the screen and one rule (translations: src/i18n/translations.test.ts).
setupMockBackend();

const aoi = () => getDb().agents.find((a) => a.name === 'aoi_draws')!;
/** A label's text without the required marker. */
const label = (text: string) => (content: string) => content.replace(/\s*\*\s*$/, '').trim() === text;

// The sections below the form's first screen (settings-later-sections.tsx) are drawn once that
// screen has settled, or at once when the address names one of them.
describe('the agent settings form’s later sections', () => {
  const LL = i18nObject('en');
  const s = LL.studio.settings;

  it('come once the first screen has settled, with what was typed kept', async () => {
    const settle = holdFirstScreen();
    await renderEditForm('en');
    const name = await screen.findByRole('textbox', { name: /^Display name/ });
    // In the form above its save bar, and after it (the media and card sections).
    expect(screen.getAllByTestId('settings-later-placeholder')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(s.sectionsLoading());
    expect(screen.queryByRole('heading', { name: s.sections.pricing() })).toBeNull();
    fireEvent.change(name, { target: { value: 'Aoi, typed before' } });

    settle();
    expect(await screen.findByRole('heading', { name: s.sections.pricing() })).toBeInTheDocument();
    expect(screen.queryByTestId('settings-later-placeholder')).toBeNull();
    expect(screen.getByRole('button', { name: LL.creator.card.import() })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Display name/ })).toHaveValue('Aoi, typed before');
  });

  it('come at once, before the first screen has settled, when the address names one, and it is scrolled to', async () => {
    holdFirstScreen();
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderEditForm('en', `${editPath}#knowledge`);
    expect(await screen.findByRole('heading', { name: s.sections.knowledge() })).toBeInTheDocument();
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(['knowledge']));
  });

  it('say so when their code cannot load, and try again on request', () => {
    const retry = vi.fn();
    renderWithProviders(<SettingsLaterPlaceholder heights={[{ base: '10rem', md: '8rem' }]} failed onRetry={retry} announce />);
    expect(screen.getByTestId('settings-later-failed')).toHaveTextContent(s.sectionsFailed());
    expect(screen.queryByTestId('settings-later-placeholder')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LL.pages.error.retry() }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe.each<Locales>(['en', 'ja'])('the agent settings form (%s)', (locale) => {
  const LL = i18nObject(locale);
  const s = LL.studio.settings;
  /** A field by its label's text (the label's `for`: cheaper than a label query over this large form). */
  const field = async (name: string) => {
    const found = await screen.findByText(label(name), { selector: 'label' });
    const element = found instanceof HTMLLabelElement ? document.getElementById(found.htmlFor) : null;
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(`No field labelled ${name}`);
    return element;
  };
  const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;
  const save = () => fireEvent.click(button(s.save()));
  const click = (element: HTMLElement) => fireEvent.click(element);
  /** Typing is not what these tests are about: a field gets its whole value at once. */
  const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

  if (locale === 'en') {
    it('applies the rules of the contract, sends nothing until they pass, then saves every change', async () => {
      await renderEditForm(locale);
      const name = await field(LL.creator.basic.displayName());
      expect(name).toHaveValue('Aoi');
      const facts = await screen.findAllByPlaceholderText(LL.creator.mustKnow.placeholder());
      const price = await field(s.messagePrice());
      type(name, '');
      type(facts[0]!, 'short');
      type(price, '1001');
      await save();
      expect(await screen.findByText(LL.validation.required())).toBeVisible();
      expect(facts[0]).toBeInvalid();
      expect(screen.getByText(LL.validation.meaningfulText({ min: 10 }))).toBeVisible();
      expect(screen.getByText(LL.validation.numberRange())).toBeVisible();
      expect(aoi().displayName).toBe('Aoi');
      expect(aoi().messagePrice).toBe(10);

      type(name, 'Aoi Sketches');
      type(facts[0]!, 'I live in Osaka with Mochi the cat.');
      type(price, '25');
      type(await field(LL.creator.welcome.label()), 'Welcome back, friend!');
      // The scale's radio reacts to the pointer (Ark), so this one click is a real one.
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

    it('fills the form from an exported card (a bad file changes nothing), and asks before leaving with unsaved changes', async () => {
      const mine = toMyAgentResponse(aoi());
      const json = await cardBlob(mine.agent, mine.settings).text();
      const { path } = await renderEditForm(locale);
      const name = await field(LL.creator.basic.displayName());
      type(name, 'Someone else');
      const welcome = await field(LL.creator.welcome.label());
      type(welcome, 'Changed welcome');

      await chooseFiles('card-file-input', nodeFile('{ not json', 'broken.json', 'application/json'));
      expect(await screen.findByTestId('card-error')).toHaveTextContent(LL.creator.card.invalidJson());
      expect(name).toHaveValue('Someone else');

      await chooseFiles('card-file-input', nodeFile(json, 'aoi_draws.card.json', 'application/json'));
      const dialog = await screen.findByRole('alertdialog', { name: s.replace.title() });
      click(within(dialog).getByRole('button', { name: s.replace.confirm() }));
      await waitFor(() => expect(name).toHaveValue('Aoi'));
      expect(welcome).toHaveValue(mine.settings.welcomeMessage.text);
      expect(screen.queryByTestId('card-error')).toBeNull();

      const bio = await field(LL.creator.basic.bio());
      type(bio, `${aoi().bio} And dragons.`);
      expect(screen.getByTestId('settings-dirty')).toHaveTextContent(s.unsavedNote());
      const back = () => screen.getByText(s.backToOverview()).closest('a')!;
      click(back());
      const leave = await screen.findByRole('alertdialog', { name: s.unsaved.title() });
      click(within(leave).getByRole('button', { name: s.unsaved.stay() }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(path()).toBe('/my-agent/agent-setting/edit');
      expect(await field(LL.creator.basic.bio())).toHaveValue(`${aoi().bio} And dragons.`);
      click(back());
      click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: s.unsaved.leave() }));
      expect(await screen.findByRole('heading', { level: 1, name: s.heading() })).toBeVisible();
      expect(aoi().bio).not.toMatch(/dragons\.$/);
    });

    it('sends a signed-in user without an agent to the wizard', async () => {
      const { path } = await renderEdit(locale, 'newbie');
      await waitFor(() => expect(path()).toBe('/onboarding'));
    });
  }

  if (locale === 'ja') {
    it('shows the form and its rules in Japanese', async () => {
      await renderEditForm(locale);
      expect(await screen.findByRole('heading', { level: 1, name: s.editHeading() })).toBeVisible();
      type(await field(LL.creator.basic.displayName()), '');
      await save();
      expect(await screen.findByText(LL.validation.required())).toBeVisible();
      expect(screen.getByRole('heading', { name: s.sections.pricing() })).toBeVisible();
    });
  }
});
