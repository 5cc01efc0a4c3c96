import type { AreaSeeder } from '../../db/area-seeders';
import { seedConversation, type Turn } from '../chat/seed-conversation';
import { seedExtraFans } from './seed-fans';

// About 90 days of activity on the creator's agent (aoi_draws) from several fans, written
// through the same bookkeeping as live chats, so the statistics screen has a real curve.
// A fixed pseudo-random sequence keeps the seed identical on every reset.
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const fanLines = [
  'What are you drawing today?',
  'Mochi pics please!',
  'I tried your brush settings, it worked!',
  'Any tips for drawing hands?',
  'It rained here all day, very Aoi weather.',
  'Do you do commissions?',
  'Good night Aoi!',
];
const replies = [
  'Whoa! Tell me more, I love hearing about your day 🎨',
  'Haha, love that. Mochi says hi 🐱',
  'Tell me more: which part felt hardest? ✨',
  'Rainy days are the best drawing days ☔',
];
const tipNotes = [null, 'Keep drawing!', 'For Mochi’s treats', 'Loved the stream'];

export const seedCreatorHistory: AreaSeeder = (db, ctx) => {
  const next = random(20_261_122);
  const { aoi } = ctx.agents;
  const lockedMedia = db.media.filter((m) => m.agentId === aoi.id && m.locked);
  seedExtraFans(db, ctx).forEach((fan, f) => {
    const firstDay = Math.min(89, Math.floor((Date.parse(ctx.ago(0)) - Date.parse(fan.createdAt)) / 86_400_000) - 1);
    const turns: Turn[] = [];
    for (let day = firstDay; day >= 1; day -= 1) {
      const roll = next();
      if (roll < 0.45) continue;
      const count = roll > 0.9 ? 3 : roll > 0.7 ? 2 : 1;
      for (let i = 0; i < count; i += 1) {
        const hour = 20 - i * 2 - f;
        turns.push({ user: fanLines[Math.floor(next() * fanLines.length)] ?? 'Hi!', at: ctx.ago(day, hour) });
        turns.push({ agent: replies[Math.floor(next() * replies.length)] ?? 'Hi!', at: ctx.ago(day, hour - 0.05) });
      }
      if (next() < 0.1) {
        turns.push({ tipUsd: [5, 10, 20, 30][Math.floor(next() * 4)] ?? 5, note: tipNotes[Math.floor(next() * tipNotes.length)] ?? null, at: ctx.ago(day, 12) });
      }
      const media = lockedMedia[Math.floor(next() * lockedMedia.length)];
      if (media && next() < 0.03 && media.createdAt < ctx.ago(day) && !turns.some((t) => 'unlock' in t && t.unlock === media.id)) {
        turns.push({ unlock: media.id, at: ctx.ago(day, 11) });
      }
    }
    seedConversation(db, fan, aoi, ctx.ago(firstDay + 1), turns);
  });
};
