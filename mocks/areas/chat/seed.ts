import type { AreaSeeder } from '../../db/area-seeders';
import { seedConversation } from './seed-conversation';

// The fan's chat list: several agents, one conversation in Japanese, a tip, an unlock, and
// recent activity so the list has an order. Needs the album seed (my-agent) first.
export const seedChats: AreaSeeder = (db, ctx) => {
  const { fan, googleFan } = ctx.users;
  const { aoi, sakura, kenji, luna } = ctx.agents;
  const at = ctx.ago;

  seedConversation(db, fan, aoi, at(30), [
    { user: 'Hi Aoi! I found you through your rainy street drawings.', at: at(30, -1) },
    { agent: 'Hiya! I was just sketching my cat Mochi. How is your day going? 🎨', at: at(30, -1) },
    { user: 'Pretty good! What brushes do you use for the rain?', at: at(30, -2) },
    { agent: 'Tell me more about what you like first… but honestly: a hard round brush at 5% opacity, lots of layers ☔', at: at(30, -2) },
    { user: 'That explains the glow. Do you ever draw dragons?', at: at(21) },
    { agent: 'Whoa! Only the grumpy ones. There is one on my desk right now ✨', at: at(21) },
    { user: 'Can I see it?', at: at(10, 3) },
    { agent: 'I have something special I only show my favourite people… want to see?', at: at(10, 3), offer: 'med_aoi_draws_3' },
    { unlock: 'med_aoi_draws_3', at: at(10, 2) },
    { user: 'Wow, the scales are amazing!!', at: at(10, 2) },
    { agent: 'Haha, love that you noticed the scales. They took me three evenings 🐱', at: at(10, 2) },
  ]);

  seedConversation(
    db,
    fan,
    sakura,
    at(20),
    [
      { user: 'こんにちは、さくらちゃん！', at: at(20, -1) },
      { agent: 'こんにちは〜！今日もいい天気だね☕ 朝ごはん食べた？', at: at(20, -1) },
      { user: '食べたよ！トーストとカフェオレ。', at: at(20, -2) },
      { agent: 'わかる〜！カフェオレ最高だよね🌸 今度おすすめの豆を教えるね。', at: at(20, -2) },
      { user: 'ラテとモカは元気？', at: at(9) },
      { agent: 'すごい！名前覚えててくれたの？二匹ともお昼寝中だよ🐈', at: at(9) },
      { user: '渋谷に行ったらお店に寄りたいな', at: at(4) },
      { agent: 'ごめんね、お店の場所はナイショなの…でも会えた気分でおしゃべりしよ😊', at: at(4) },
      { user: 'じゃあ、おすすめのコーヒーを教えて！', at: at(0, 5) },
      { agent: 'えー！じゃあ私が最高のカフェラテで好きにさせちゃうから覚悟してね😉', at: at(0, 5) },
      { user: '楽しみにしてる！', at: at(0, 4) },
      { agent: '「楽しみにしてる！」って、いい話のはじまりみたい。☕', at: at(0, 4) },
    ],
    1,
  );

  seedConversation(db, fan, luna, at(12), [
    { user: 'What do the stars say about my week?', at: at(12, -1) },
    { agent: 'Ooh, intriguing… Venus is in a generous mood. Expect a pleasant surprise on Thursday ✨', at: at(12, -1) },
    { user: 'You were right, I got the job!!', at: at(6) },
    { agent: 'The stars agree, and so do I. Congratulations! 🌙', at: at(6) },
    { tipUsd: 5, note: 'For the lucky reading!', at: at(6, -1) },
    { agent: 'Wait, a $5 tip?! Thank you so much, that really made my day!', at: at(6, -1) },
  ]);

  seedConversation(db, fan, kenji, at(2), [
    { user: '冷蔵庫に卵とネギしかないです', at: at(2, -1) },
    { agent: 'なるほど。それなら、ふわふわのネギ卵焼きにしましょう🍳', at: at(2, -1) },
  ]);

  seedConversation(db, googleFan, sakura, at(15), [
    { user: 'おはよう！', at: at(15, -1) },
    { agent: 'おはよう〜！今日もいい天気だね☕ 朝ごはん食べた？', at: at(15, -1) },
    { tipUsd: 3, note: null, at: at(14) },
    { agent: 'え、3ドルもチップを！？本当にありがとう、すごくうれしい！', at: at(14) },
  ]);
};
