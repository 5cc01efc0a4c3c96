import type { AreaSeeder } from '../../db/area-seeders';
import { emptyOnboarding } from './rules';

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
};
