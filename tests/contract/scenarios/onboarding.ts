import {
  completeOnboarding,
  getOnboarding,
  saveOnboardingBasicInformation,
  saveOnboardingChatExample,
  saveOnboardingEmoji,
  saveOnboardingExtroversion,
  saveOnboardingMustKnowInfo,
  saveOnboardingPersonality,
  saveOnboardingProhibitedTopics,
  saveOnboardingReaction,
  saveOnboardingWelcomeMessage,
  uploadOnboardingMedia,
} from '@/api/generated/endpoints/onboarding/onboarding';
import { nodeFile, withNodeFormData } from '@mocks/testing/scenario-kit';
import type { Scenario, ScenarioContext } from '../scenario';

// The newbie walks the wizard; each scenario starts from the seed, so the completion one
// saves the required steps first.
const asNewbie = (call: () => Promise<unknown>) => async (ctx: ScenarioContext) => {
  await ctx.signInAs('newbie');
  return call();
};

const saveRequiredSteps = async (): Promise<void> => {
  await saveOnboardingBasicInformation({ agentName: 'newbie_twin', displayName: 'Newbie', bio: 'Hello there.', language: 'en' });
  await saveOnboardingExtroversion({ level: 3 });
  await saveOnboardingPersonality({ traits: ['CALM'], description: 'Calm and kind.' });
  await saveOnboardingMustKnowInfo({ items: ['I grow tomatoes on my balcony.'] });
  await saveOnboardingProhibitedTopics({ items: ['Anything about my day job.'] });
  await saveOnboardingWelcomeMessage({ text: 'Hi! Nice to meet you.' });
};

export const scenarios: Scenario[] = [
  { operationId: 'getOnboarding', run: asNewbie(() => getOnboarding()) },
  {
    operationId: 'saveOnboardingBasicInformation',
    run: asNewbie(() => saveOnboardingBasicInformation({ agentName: 'newbie_twin', displayName: 'Newbie', bio: '', language: 'ja' })),
  },
  { operationId: 'saveOnboardingExtroversion', run: asNewbie(() => saveOnboardingExtroversion({ level: 2 })) },
  { operationId: 'saveOnboardingPersonality', run: asNewbie(() => saveOnboardingPersonality({ traits: ['WITTY', 'BOLD'], description: 'Quick jokes.' })) },
  {
    operationId: 'saveOnboardingChatExample',
    run: asNewbie(() => saveOnboardingChatExample('PLAYFUL_TEASING', { examples: [{ fanMessage: 'You again?', agentReply: 'Always me 😉' }] })),
  },
  { operationId: 'saveOnboardingEmoji', run: asNewbie(() => saveOnboardingEmoji({ emojis: ['🍅', '🌱'], frequency: 'SOMETIMES' })) },
  { operationId: 'saveOnboardingReaction', run: asNewbie(() => saveOnboardingReaction({ reactions: ['No way!', 'lol'] })) },
  { operationId: 'saveOnboardingMustKnowInfo', run: asNewbie(() => saveOnboardingMustKnowInfo({ items: ['I live in Sapporo with a dog.'] })) },
  { operationId: 'saveOnboardingProhibitedTopics', run: asNewbie(() => saveOnboardingProhibitedTopics({ items: ['My family members.'] })) },
  {
    operationId: 'uploadOnboardingMedia',
    run: asNewbie(() => withNodeFormData(() => uploadOnboardingMedia({ file: nodeFile(1024, 'garden.jpg', 'image/jpeg'), title: 'My garden' }))),
  },
  { operationId: 'saveOnboardingWelcomeMessage', run: asNewbie(() => saveOnboardingWelcomeMessage({ text: 'Welcome to my little garden!' })) },
  {
    operationId: 'completeOnboarding',
    run: asNewbie(async () => {
      await saveRequiredSteps();
      return completeOnboarding();
    }),
  },
];
