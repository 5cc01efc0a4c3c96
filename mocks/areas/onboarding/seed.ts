import type { AreaSeeder } from '../../db/area-seeders';
import { avatarImage } from '../../db/images';
import { seedUser } from '../../db/seed-accounts';
import { emptyOnboarding } from './rules';

/** The account the completeOnboarding example signs in as: every step answered, not yet completed. */
export const exampleOnboardingAccount = 'mei@kizuna.example';

// The creator finished the wizard (their answers became aoi_draws); the newbie has not
// started it. Other users have no wizard row at all.
export const seedOnboarding: AreaSeeder = (db, ctx) => {
  const { creator, newbie } = ctx.users;
  const s = ctx.agents.aoi.settings;
  db.onboardings.push(
    {
      userId: creator.id,
      basicInformation: s.basicInformation,
      extroversion: s.extroversion,
      personality: s.personality,
      chatExamples: s.chatExamples,
      emoji: s.emoji,
      reaction: s.reaction,
      mustKnowInfo: s.mustKnowInfo,
      prohibitedTopics: s.prohibitedTopics,
      welcomeMessage: s.welcomeMessage,
      completedSteps: [1, 2, 3, 4, 5, 6, 7, 8],
      status: 'completed',
    },
    emptyOnboarding(newbie.id),
  );

  const mei = seedUser({
    id: 'usr_mei',
    email: exampleOnboardingAccount,
    nickname: 'Mei',
    gender: 'FEMALE',
    preferredGender: 'BOTH',
    birthDate: '1998-03-21',
    avatarUrl: avatarImage('Mei', 150),
    referralCode: 'MEI2026',
    createdAt: ctx.ago(3),
  });
  db.users.push(mei);
  db.onboardings.push({
    userId: mei.id,
    basicInformation: { agentName: 'mei_sings', displayName: 'Mei', bio: 'Singer-songwriter from Sapporo. Acoustic covers and snowy walks.', language: 'en' },
    extroversion: { level: 4 },
    personality: { traits: ['CHEERFUL', 'CARING'], description: 'Warm and chatty, always humming something.' },
    chatExamples: { CASUAL_GREETING: { examples: [{ fanMessage: 'Hi Mei!', agentReply: 'Hi hi! I just finished a new cover, want to hear about it?' }] } },
    emoji: { emojis: ['🎤', '❄️'], frequency: 'SOMETIMES' },
    reaction: { reactions: ['No way!', 'Love it'] },
    mustKnowInfo: { items: ['I live in Sapporo and play an acoustic guitar.'] },
    prohibitedTopics: { items: ['My family and where exactly I live.'] },
    welcomeMessage: { text: "Hi, I'm Mei's twin! Ask me about songs, guitars or Sapporo winters." },
    completedSteps: [1, 2, 3, 4, 5, 6, 8],
    status: 'in-progress',
  });
};
