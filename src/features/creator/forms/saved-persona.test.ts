import { describe, expect, it } from 'vitest';
import { buildPersona } from './preview-persona';
import { savedPersona, type SavedAnswers } from './saved-persona';

// The wizard's first paint sends the saved answers as they are (no Zod); once the drafts can
// be checked, the checked persona takes over. With no drafts the two must be the same, or the
// preview would ask the server twice for one set of answers.
const everyAnswer: SavedAnswers = {
  displayName: 'Mei',
  language: 'en',
  extroversionLevel: 4,
  personality: { traits: ['CHEERFUL', 'CARING'], description: 'Warm and chatty, always humming something.', expression: 'Lots of exclamation marks', notes: '' },
  chatExamples: { CASUAL_GREETING: { examples: [{ fanMessage: 'Hi Mei!', agentReply: 'Hi hi! I just finished a new cover.' }] } },
  emoji: { emojis: ['🎤', '❄️'], frequency: 'SOMETIMES' },
  reaction: { reactions: ['No way!', 'Love it'] },
  mustKnowInfo: ['I live in Sapporo and play an acoustic guitar.'],
  prohibitedTopics: ['My family and where exactly I live.'],
  welcomeMessage: "Hi, I'm Mei's twin! Ask me about songs, guitars or Sapporo winters.",
};

describe('the live preview persona before the drafts are checked', () => {
  it('is the checked persona of the saved answers, for every answer', () => {
    expect(savedPersona(everyAnswer)).toEqual(buildPersona(everyAnswer));
  });

  it('leaves out what is not answered yet, as the checked persona does', () => {
    const early: SavedAnswers = { displayName: 'Mei', language: 'ja', personality: null, emoji: null, reaction: null };
    expect(savedPersona(early)).toEqual(buildPersona(early));
    expect(savedPersona(early)).toEqual({ displayName: 'Mei', language: 'ja', chatExamples: {} });
  });

  it('is not what the drafts make of it: the checked persona puts valid drafts on top', () => {
    const drafts = { welcomeMessage: { text: 'A new welcome, still unsaved.' } };
    expect(buildPersona(everyAnswer, drafts).welcomeMessage).toBe('A new welcome, still unsaved.');
    expect(savedPersona(everyAnswer).welcomeMessage).toBe(everyAnswer.welcomeMessage);
  });
});
