import type { AreaSeeder } from '../../db/area-seeders';
import { photoImage } from '../../db/images';
import type { AgentRow, MediaRow } from '../../db/schema';

// Every agent's album: a few free photos and some locked ones (the content fans unlock).
interface Item {
  title: string;
  locked: boolean;
  price: number;
  daysAgo: number;
  video?: boolean;
}

const albums: Record<string, { hue: number; items: Item[] }> = {
  aoi_draws: {
    hue: 200,
    items: [
      { title: 'Mochi asleep on my sketchbook', locked: false, price: 0, daysAgo: 80 },
      { title: 'Rainy Dotonbori study', locked: false, price: 0, daysAgo: 60 },
      { title: 'Dragon commission, work in progress', locked: true, price: 150, daysAgo: 45 },
      { title: 'Speed-paint timelapse', locked: true, price: 300, daysAgo: 30, video: true },
      { title: 'Unreleased zine cover', locked: true, price: 250, daysAgo: 12 },
    ],
  },
  sakura_chan: {
    hue: 340,
    items: [
      { title: '今日のラテアート', locked: false, price: 0, daysAgo: 40 },
      { title: 'ラテとモカのお昼寝', locked: false, price: 0, daysAgo: 25 },
      { title: '夜桜の帰り道', locked: true, price: 120, daysAgo: 14 },
      { title: '秘密のおすすめメニュー', locked: true, price: 200, daysAgo: 5 },
    ],
  },
  kenji_cooks: {
    hue: 25,
    items: [
      { title: '基本の出汁', locked: false, price: 0, daysAgo: 50 },
      { title: '料亭の卵焼き（動画）', locked: true, price: 180, daysAgo: 20, video: true },
    ],
  },
  luna_stars: {
    hue: 260,
    items: [
      { title: 'Cassiopeia over the hills', locked: false, price: 0, daysAgo: 70 },
      { title: 'Your reading for this month', locked: true, price: 220, daysAgo: 9 },
      { title: 'Galileo sees Saturn', locked: true, price: 160, daysAgo: 3 },
    ],
  },
  mia_moves: {
    hue: 140,
    items: [
      { title: 'Sunrise trail run', locked: false, price: 0, daysAgo: 33 },
      { title: '15-minute home workout', locked: true, price: 100, daysAgo: 8, video: true },
    ],
  },
};

const mediaOf = (agent: AgentRow, item: Item, index: number, at: string): MediaRow => {
  const hue = (albums[agent.name]?.hue ?? 0) + index * 23;
  const url = photoImage(hue);
  return {
    id: `med_${agent.name}_${index + 1}`,
    agentId: agent.id,
    ownerId: agent.ownerId ?? '',
    kind: item.video ? 'VIDEO' : 'IMAGE',
    url,
    thumbnailUrl: item.locked ? photoImage(hue, true) : url,
    mimeType: item.video ? 'video/mp4' : 'image/jpeg',
    sizeBytes: item.video ? 18_400_000 : 420_000 + index * 37_000,
    title: item.title,
    locked: item.locked,
    priceInPoints: item.locked ? item.price : 0,
    createdAt: at,
  };
};

export const seedAgentMedia: AreaSeeder = (db, ctx) => {
  for (const agent of Object.values(ctx.agents)) {
    const album = albums[agent.name];
    album?.items.forEach((item, i) => db.media.push(mediaOf(agent, item, i, ctx.ago(item.daysAgo))));
  }
};
