import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveOnboardingEmoji } from '@/api/generated/endpoints/onboarding/onboarding';
import { i18nObject } from '@/i18n/i18n-util';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { maxEmojis, maxReactions } from '../../forms/emoji-rules';
import { button, expectPath, heading, openWizard, serverState } from '../../testing/wizard-test-kit';

// Step 5: emojis (at most `maxEmojis`, each one as people see it) and reactions (at most
// `maxReactions`); adding one already there says "Already added.". Bounds from the schema.
setupMockBackend();
const en = i18nObject('en');
const ja = i18nObject('ja');

// Twenty-odd distinct emojis, several of them many code points long.
const manyEmojis = ['🇯🇵', '👍🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '❤️', '1️⃣', ...Array.from({ length: 40 }, (_, i) => String.fromCodePoint(0x1f600 + i))];

const input = () => document.querySelector<HTMLInputElement>('main input:not([type=radio])')!;
const add = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
};
const chips = () => [...document.querySelectorAll('main li')].map((li) => li.textContent);

describe('emojis', () => {
  it('counts a flag, a skin tone and a ZWJ family as one emoji each, and refuses text', async () => {
    await openWizard('/onboarding/emoji-setting');
    add('🇯🇵👍🏽👨‍👩‍👧‍👦');
    expect(chips()).toEqual(['🇯🇵', '👍🏽', '👨‍👩‍👧‍👦']);
    expect(screen.getByText(en.creator.emoji.count({ count: 3, max: maxEmojis }))).toBeVisible();
    add('hello');
    expect(screen.getByText(en.creator.emoji.notEmoji())).toBeVisible();
    expect(chips()).toHaveLength(3);
  });

  it('says "Already added." for a duplicate, even inside a pasted group', async () => {
    await openWizard('/onboarding/emoji-setting');
    add('👨‍👩‍👧‍👦');
    add('😀👨‍👩‍👧‍👦');
    expect(screen.getByText(en.validation.alreadyAdded())).toBeVisible();
    expect(chips()).toEqual(['👨‍👩‍👧‍👦']);
  });

  it(`stops at the schema's limit and says it`, async () => {
    await openWizard('/onboarding/emoji-setting');
    add(manyEmojis.slice(0, maxEmojis).join(''));
    expect(chips()).toHaveLength(maxEmojis);
    add(manyEmojis[maxEmojis]!);
    const error = screen.getByText(en.validation.emojisMax({ max: maxEmojis }));
    expect(error.textContent).toContain(String(maxEmojis));
    expect(chips()).toHaveLength(maxEmojis);
  });

  it('saves the emojis and the frequency to the server; Back keeps what was added', async () => {
    const { path } = await openWizard('/onboarding/emoji-setting');
    add('🇯🇵👍🏽');
    await userEvent.click(screen.getByLabelText(en.creator.emoji.frequencies.OFTEN()));
    fireEvent.click(button(en.creator.wizard.back()));
    await expectPath(path, '/onboarding/chat-example/FLIRTATIOUS');
    fireEvent.click(button(en.creator.wizard.skip()));
    await expectPath(path, '/onboarding/emoji-setting');
    expect(chips()).toEqual(['🇯🇵', '👍🏽']);
    fireEvent.click(button(en.creator.wizard.next()));
    await expectPath(path, '/onboarding/reaction-setting');
    expect((await serverState()).settings.emoji).toEqual({ emojis: ['🇯🇵', '👍🏽'], frequency: 'OFTEN' });
  });

  it('speaks Japanese', async () => {
    await openWizard('/onboarding/emoji-setting', { locale: 'ja', before: () => saveOnboardingEmoji({ emojis: ['😀'], frequency: 'SOMETIMES' }) });
    expect(heading()).toBe(ja.creator.emoji.heading());
    add('😀');
    expect(screen.getByText(ja.validation.alreadyAdded())).toBeVisible();
  });
});

describe('reactions', () => {
  it('says "Already added." for the same reaction in another case, and stops at the limit', async () => {
    await openWizard('/onboarding/reaction-setting');
    add('No way!');
    add('  no WAY!  ');
    expect(screen.getByText(en.validation.alreadyAdded())).toBeVisible();
    for (let i = 1; i < maxReactions; i += 1) add(`reaction ${i}`);
    expect(chips()).toHaveLength(maxReactions);
    add('one too many');
    const error = screen.getByText(en.validation.reactionsMax({ max: maxReactions }));
    expect(error.textContent).toContain(String(maxReactions));
    expect(chips()).toHaveLength(maxReactions);
  });

  it('removes a reaction and saves the rest', async () => {
    const { path } = await openWizard('/onboarding/reaction-setting');
    add('lol');
    add('No way!');
    const list = document.querySelector('main ul') as HTMLElement;
    fireEvent.click(within(list).getByLabelText(en.creator.reaction.remove({ reaction: 'lol' })));
    fireEvent.click(button(en.creator.wizard.next()));
    await expectPath(path, '/onboarding/must-know-info');
    expect((await serverState()).settings.reaction).toEqual({ reactions: ['No way!'] });
  });
});
