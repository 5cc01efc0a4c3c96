import { describe, expect, it } from 'vitest';
import { listMyAgentMedia, reorderMyAgentMedia, sendTestChatMessage } from '@/api/generated/endpoints/my-agent/my-agent';
import { saveOnboardingBasicInformation } from '@/api/generated/endpoints/onboarding/onboarding';
import { demoAccounts } from '../../db/seed-accounts';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

describe('test chat', () => {
  it('deflects a prohibited topic and answers a must-know question with the fact', async () => {
    await signInAs(demoAccounts.creator);
    const persona = { prohibitedTopics: ['My home address and family members.'], mustKnowInfo: ['I live in Osaka with my cat Mochi.'] };
    const topic = await sendTestChatMessage({ history: [], text: 'What is your home address?', persona });
    expect(topic.reply).toContain('private');
    const fact = await sendTestChatMessage({ history: [], text: 'Do you have a cat? What is Mochi like?', persona });
    expect(fact.reply).toContain('I live in Osaka with my cat Mochi.');
  });

  it('answers a chat example with its reply, also before the agent exists', async () => {
    await signInAs(demoAccounts.newbie);
    expect((await sendTestChatMessage({ history: [], text: 'hi', persona: { welcomeMessage: 'Hello!' } })).reply).toBeTruthy();
    await saveOnboardingBasicInformation({ agentName: 'newbie_twin', displayName: 'Newbie', bio: '', language: 'en' });
    const persona = { chatExamples: { PLAYFUL_TEASING: { examples: [{ fanMessage: 'You are late again!', agentReply: 'Fashionably late, thank you.' }] } } };
    const reply = await sendTestChatMessage({ history: [], text: 'You are late again!', persona });
    expect(reply.reply).toBe('Fashionably late, thank you.');
  });

  it('answers the live preview in the twin\'s language, whatever the language of the sample fan line', async () => {
    await signInAs(demoAccounts.newbie);
    await saveOnboardingBasicInformation({ agentName: 'newbie_twin', displayName: 'Newbie', bio: '', language: 'ja' });
    const latin = /[A-Za-z]/;
    // The studio's English sample lines (a creator whose screen is in English), for a Japanese twin.
    for (const text of ['Hi! How was your day?', 'Bet you can’t beat me at karaoke.', 'I had a really rough day today…']) {
      const { reply } = await sendTestChatMessage({ history: [], text });
      expect(reply, text).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      expect(reply, text).not.toMatch(latin);
    }
    // And the reverse: an English twin asked in Japanese answers in English.
    const { reply } = await sendTestChatMessage({ history: [], text: '今日はどうだった？', persona: { language: 'en' } });
    expect(reply).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);
    // A message in the twin's own language is still taken up.
    expect((await sendTestChatMessage({ history: [], text: 'カラオケで勝負しよう' })).reply).toContain('カラオケ');
  });
});

describe('media order', () => {
  it('keeps the order the creator chose and refuses an incomplete list', async () => {
    await signInAs(demoAccounts.creator);
    const ids = (await listMyAgentMedia()).items.map((m) => m.id);
    const reversed = [...ids].reverse();
    expect((await reorderMyAgentMedia({ mediaIds: reversed })).items.map((m) => m.id)).toEqual(reversed);
    expect((await listMyAgentMedia()).items.map((m) => m.id)).toEqual(reversed);
    expect((await rejectionOf(reorderMyAgentMedia({ mediaIds: reversed.slice(1) }))).name).toBe('ValidationFailed');
  });
});
