import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreviewChatRequest } from '@/api/generated/model';
import { i18nObject } from '@/i18n/i18n-util';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { maxChatExamples } from '../../forms/step-values';
import { answerRequiredSteps, button, expectPath, heading, openWizard, serverState } from '../../testing/wizard-test-kit';
import { holdFirstScreen } from '../../../../../tests/first-screen';

// Step 4 (one screen per chat style) and the live preview beside every step: it asks the
// test-chat operation with the answers so far, unsaved edits included, and updates as the
// creator types.
setupMockBackend();
const en = i18nObject('en');
const ja = i18nObject('ja');

const previewCalls: PreviewChatRequest[] = [];
mockServer.events.on('request:start', ({ request }) => {
  if (!request.url.endsWith('/my-agent/test-chat')) return;
  void request
    .clone()
    .json()
    .then((body: PreviewChatRequest) => previewCalls.push(body));
});
afterEach(() => {
  previewCalls.length = 0;
});

const field = (label: string, index = 0) => screen.getAllByLabelText((content) => content.replace(/\s*\*\s*$/, '').trim() === label)[index]!;

describe('step 4, chat examples', () => {
  it('needs both sides of an example, allows the schema maximum, and saves one style', async () => {
    const { path } = await openWizard('/onboarding/chat-example/PLAYFUL_TEASING');
    expect(heading()).toBe(en.creator.chatExample.heading({ style: en.creator.onboarding.chatStyles.PLAYFUL_TEASING() }));
    fireEvent.click(button(en.creator.wizard.next()));
    expect(await screen.findAllByText(en.validation.required())).toHaveLength(2);
    for (let i = 1; i < maxChatExamples; i += 1) fireEvent.click(button(en.creator.chatExample.add()));
    expect(screen.queryByText(en.creator.chatExample.add())).toBeNull();
    fireEvent.click(button(en.creator.chatExample.remove({ n: 2 })));
    fireEvent.click(button(en.creator.chatExample.remove({ n: 2 })));
    fireEvent.change(field(en.creator.chatExample.fanMessage()), { target: { value: 'Bet I can draw faster than you.' } });
    fireEvent.change(field(en.creator.chatExample.agentReply()), { target: { value: 'Oh, it is ON.' } });
    fireEvent.click(button(en.creator.wizard.next()));
    await expectPath(path, '/onboarding/chat-example/EMOTIONAL_SHARING');
    expect((await serverState()).settings.chatExamples.PLAYFUL_TEASING).toEqual({
      examples: [{ fanMessage: 'Bet I can draw faster than you.', agentReply: 'Oh, it is ON.' }],
    });
  });

  it('lets the creator skip a style without saving it', async () => {
    const { path } = await openWizard('/onboarding/chat-example/FLIRTATIOUS');
    fireEvent.click(button(en.creator.wizard.skip()));
    await expectPath(path, '/onboarding/emoji-setting');
    expect((await serverState()).settings.chatExamples.FLIRTATIOUS).toBeUndefined();
  });

  it('speaks Japanese', async () => {
    await openWizard('/onboarding/chat-example/CASUAL_GREETING', { locale: 'ja' });
    expect(heading()).toBe(ja.creator.chatExample.heading({ style: ja.creator.onboarding.chatStyles.CASUAL_GREETING() }));
  });
});

describe('the live preview', () => {
  it('asks test-chat with the saved answers and one sample per chat style, and follows an edit', async () => {
    await openWizard('/onboarding/chat-example/CASUAL_GREETING', { before: () => answerRequiredSteps() });
    const preview = await screen.findByTestId('live-preview');
    // A sample exchange for every chat style, answered through the test-chat operation.
    await waitFor(() => expect(within(preview).getByTestId('preview-FLIRTATIOUS').textContent).not.toBe(''));
    await waitFor(() => expect(previewCalls.length).toBeGreaterThanOrEqual(4));
    expect(previewCalls[0]?.persona).toMatchObject({ displayName: 'Nia', extroversionLevel: 4, mustKnowInfo: ['I live in Osaka with my cat Mochi.'] });
    const casual = within(preview).getByTestId('preview-CASUAL_GREETING');
    expect(casual).toHaveTextContent(en.creator.preview.sampleFan.CASUAL_GREETING());

    // An unsaved edit: the fan's line becomes the sample, and test-chat hears the example.
    fireEvent.change(field(en.creator.chatExample.fanMessage()), { target: { value: 'Morning, Nia!' } });
    fireEvent.change(field(en.creator.chatExample.agentReply()), { target: { value: 'Morning! Coffee first, foxes later.' } });
    await waitFor(() => expect(within(preview).getByTestId('preview-CASUAL_GREETING')).toHaveTextContent('Morning, Nia!'), { timeout: 4000 });
    await waitFor(() =>
      expect(previewCalls.some((c) => c.text === 'Morning, Nia!' && c.persona?.chatExamples?.CASUAL_GREETING?.examples[0]?.agentReply === 'Morning! Coffee first, foxes later.')).toBe(true),
    );
  });

  it('loads, and asks test-chat, only once the first screen has settled', async () => {
    const settle = holdFirstScreen();
    await openWizard('/onboarding/welcome-message-setting');
    expect(screen.getByTestId('live-preview-loading')).toBeVisible();
    expect(screen.queryByTestId('live-preview')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(previewCalls).toEqual([]);

    settle();
    expect(await screen.findByTestId('live-preview')).toBeVisible();
    expect(screen.queryByTestId('live-preview-loading')).toBeNull();
    await waitFor(() => expect(previewCalls.length).toBeGreaterThanOrEqual(4));
  });

  it('shows the welcome message as the creator types it', async () => {
    await openWizard('/onboarding/welcome-message-setting');
    const preview = await screen.findByTestId('live-preview');
    expect(preview).toHaveTextContent(en.creator.preview.noWelcome());
    fireEvent.change(document.querySelector('main textarea')!, { target: { value: 'Welcome to my corner!' } });
    await waitFor(() => expect(preview).toHaveTextContent('Welcome to my corner!'), { timeout: 4000 });
  });
});
