import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { toMyAgentResponse } from '@mocks/areas/my-agent/rules';
import { cardToDrafts, parseCard } from './character-card';
import { toCharacterCard } from './character-card-export';
import { settingsFormSchema, type SettingsForm } from './settings-form';
import { applyCardDrafts, changedSettings, toSettingsForm, toUpdateRequest } from './settings-values';

// The character card round trip: a Kizuna twin exported as a card and imported again gives
// the same settings form; and a save sends only what changed.
setupMockBackend();
const mine = () => toMyAgentResponse(getDb().agents.find((a) => a.name === 'aoi_draws')!);

const blank: SettingsForm = {
  displayName: 'x',
  bio: '',
  extroversion: { level: 1 },
  personality: { traits: ['SHY'], description: '', expression: '', notes: '' },
  emoji: { emojis: [], frequency: 'NEVER' },
  reaction: { reactions: [] },
  mustKnowInfo: { items: ['something else entirely'] },
  prohibitedTopics: { items: ['another topic to avoid'] },
  welcomeMessage: { text: 'hello' },
  messagePrice: 10,
  freeMessages: 3,
};

describe('settings ⇄ character card', () => {
  it('imports an exported card to the same settings', () => {
    const { agent, settings } = mine();
    const parsed = parseCard(JSON.stringify(toCharacterCard(agent, settings)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const drafts = cardToDrafts(parsed.card);
    expect(applyCardDrafts(blank, drafts)).toEqual(toSettingsForm(agent, settings));
    expect(drafts.chatExamples).toEqual(settings.chatExamples);
    expect(drafts.basicInformation).toMatchObject({ agentName: agent.name, language: agent.language });
  });

  it('keeps what a card has no value for', () => {
    const parsed = parseCard(JSON.stringify({ spec: 'chara_card_v2', spec_version: '2.0', data: { name: 'Luna', first_mes: 'Hi!' } }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const form = applyCardDrafts(blank, cardToDrafts(parsed.card));
    expect(form).toEqual({ ...blank, displayName: 'Luna', welcomeMessage: { text: 'Hi!' } });
  });

  it('refuses what is not a card', () => {
    expect(parseCard('{ nope')).toEqual({ ok: false, problem: 'invalidJson' });
    expect(parseCard('[1, 2]')).toEqual({ ok: false, problem: 'notACard' });
    expect(parseCard(JSON.stringify({ spec: 'chara_card_v3', data: { name: ' ' } }))).toEqual({ ok: false, problem: 'noName' });
  });
});

describe('a save', () => {
  it('sends only the parts that changed', () => {
    const { agent, settings } = mine();
    const saved = toUpdateRequest(settingsFormSchema.parse(toSettingsForm(agent, settings)));
    const form = toSettingsForm(agent, settings);
    const next = toUpdateRequest(settingsFormSchema.parse({ ...form, messagePrice: 20, personality: { ...form.personality, notes: 'New notes' } }));
    expect(changedSettings(next, saved)).toEqual({ messagePrice: 20, personality: { ...saved.personality, notes: 'New notes' } });
    expect(changedSettings(saved, saved)).toEqual({});
  });
});
