import { describe, expect, it } from 'vitest';
import { sendDemoMessage } from '@/api/generated/endpoints/demo/demo';
import type { PreviewTurn } from '@/api/generated/model';
import { rejectionOf, setupMockBackend } from '../../testing/test-kit';
import { demoMessageLimit } from './rules';

setupMockBackend();

const history = (userTurns: number): PreviewTurn[] =>
  Array.from({ length: userTurns }, (_, i): PreviewTurn[] => [
    { sender: 'USER', text: `question ${i}` },
    { sender: 'AGENT', text: `answer ${i}` },
  ]).flat();

describe('the signed-out demo', () => {
  it('answers in the agent’s language and counts down the messages left', async () => {
    const first = await sendDemoMessage('sakura_chan', { history: [], text: 'おはよう！' });
    expect(first.messagesLeft).toBe(demoMessageLimit - 1);
    expect(first.agent.name).toBe('sakura_chan');
    expect(first.reply).toMatch(/[ぁ-ん]/);
    const last = await sendDemoMessage('luna_stars', { history: history(demoMessageLimit - 1), text: 'One more?' });
    expect(last.messagesLeft).toBe(0);
  });

  it(`refuses the ${demoMessageLimit + 1}th message with DemoLimitReached`, async () => {
    const error = await rejectionOf(sendDemoMessage('luna_stars', { history: history(demoMessageLimit), text: 'Again!' }));
    expect([error.status, error.name]).toEqual([429, 'DemoLimitReached']);
  });

  it('has no demo for unknown agents', async () => {
    expect((await rejectionOf(sendDemoMessage('nobody_here', { history: [], text: 'Hi' }))).status).toBe(404);
  });
});
