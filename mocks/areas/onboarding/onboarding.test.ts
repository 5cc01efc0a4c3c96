import { describe, expect, it } from 'vitest';
import {
  completeOnboarding,
  getOnboarding,
  saveOnboardingBasicInformation,
  saveOnboardingExtroversion,
  saveOnboardingMustKnowInfo,
  saveOnboardingPersonality,
  saveOnboardingProhibitedTopics,
  saveOnboardingWelcomeMessage,
  uploadOnboardingMedia,
} from '@/api/generated/endpoints/onboarding/onboarding';
import { getAgentInfo } from '@/api/generated/endpoints/agents/agents';
import { getMyAgent, publishMyAgent } from '@/api/generated/endpoints/my-agent/my-agent';
import { demoAccounts } from '../../db/seed-accounts';
import { nodeFile, rejectionOf, signInAs, setupMockBackend, setupNodeMultipart } from '../../testing/test-kit';

setupMockBackend();
setupNodeMultipart();

const basics = { agentName: 'newbie_twin', displayName: 'Newbie', bio: 'Just getting started.', language: 'en' as const };

describe('onboarding', () => {
  it('starts before onboarding and names the missing required steps on completion', async () => {
    await signInAs(demoAccounts.newbie);
    expect((await getOnboarding()).progress).toEqual({ onboarding: 'before-onboarding', agent: 'before-onboarding', completedSteps: [] });
    const state = await saveOnboardingBasicInformation(basics);
    expect(state.progress).toMatchObject({ onboarding: 'in-progress', completedSteps: [1] });

    const error = await rejectionOf(completeOnboarding());
    expect(error.status).toBe(400);
    expect(error.name).toBe('ValidationFailed');
    expect(error.fields.map((f) => f.path)).toEqual(['extroversion', 'personality', 'mustKnowInfo', 'prohibitedTopics', 'welcomeMessage']);
  });

  it('refuses a taken agent name and must-know text under ten non-space characters', async () => {
    await signInAs(demoAccounts.newbie);
    const taken = await rejectionOf(saveOnboardingBasicInformation({ ...basics, agentName: 'sakura_chan' }));
    expect(taken.status).toBe(409);
    expect(taken.name).toBe('UsernameTaken');
    const short = await rejectionOf(saveOnboardingMustKnowInfo({ items: ['a b c d e f g h i'] }));
    expect(short.name).toBe('ValidationFailed');
  });

  it('creates a draft agent visible only to its owner, then publishes it', async () => {
    await signInAs(demoAccounts.newbie);
    await saveOnboardingBasicInformation(basics);
    await saveOnboardingExtroversion({ level: 4 });
    await saveOnboardingPersonality({ traits: ['CHEERFUL'], description: 'Sunny.' });
    await saveOnboardingMustKnowInfo({ items: ['I just moved to Sapporo.'] });
    await saveOnboardingProhibitedTopics({ items: ['My workplace and salary.'] });
    await saveOnboardingWelcomeMessage({ text: 'Hello, new friend!' });
    const media = await uploadOnboardingMedia({ file: nodeFile(2048, 'snow.png', 'image/png'), locked: 'true', priceInPoints: '120' });
    expect(media.media).toMatchObject({ kind: 'IMAGE', mimeType: 'image/png', locked: true, priceInPoints: 120, sizeBytes: 2048 });

    const created = await completeOnboarding();
    expect(created.agent).toMatchObject({ name: 'newbie_twin', isPublished: false, welcomeMessage: 'Hello, new friend!' });
    expect(created.progress).toEqual({ onboarding: 'completed', agent: 'draft', completedSteps: [1, 2, 3, 6, 7, 8] });
    expect((await rejectionOf(completeOnboarding())).name).toBe('AlreadyAdded');

    await signInAs(demoAccounts.fan);
    expect((await rejectionOf(getAgentInfo('newbie_twin'))).status).toBe(404);
    await signInAs(demoAccounts.newbie);
    expect((await getAgentInfo('newbie_twin')).channel.lastMessage?.text).toBe('Hello, new friend!');
    expect((await publishMyAgent()).progress.agent).toBe('published');
    expect((await getMyAgent()).agent.isPublished).toBe(true);
  });

  it('refuses unsupported and oversized uploads', async () => {
    await signInAs(demoAccounts.newbie);
    const type = await rejectionOf(uploadOnboardingMedia({ file: nodeFile(10, 'notes.pdf', 'application/pdf') }));
    expect([type.status, type.name]).toEqual([415, 'UnsupportedFileType']);
    const big = await rejectionOf(uploadOnboardingMedia({ file: nodeFile(10 * 1024 * 1024 + 1, 'huge.jpg', 'image/jpeg') }));
    expect([big.status, big.name]).toEqual([413, 'FileTooLarge']);
  });
});
