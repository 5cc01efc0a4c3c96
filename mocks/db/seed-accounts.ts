import type { AgentSettings, Locale } from '@/api/generated/model';
import { avatarImage } from './images';
import type { AgentRow, Database, UserRow } from './schema';
import { agoFrom, type SeedContext } from './seed-context';

// The demo accounts the README lists, and the agents fans can chat with (at least one of
// them speaks Japanese). Everything else in the seed is built on these.
export const demoPassword = 'kizuna1234';

export const demoAccounts = {
  fan: 'fan@kizuna.example',
  creator: 'creator@kizuna.example',
  googleFan: 'ken@kizuna.example',
  newbie: 'newbie@kizuna.example',
} as const;

/** A seeded user row: the demo password and empty optional fields unless given. */
export const seedUser = (fields: Partial<UserRow> & Pick<UserRow, 'id' | 'email' | 'nickname' | 'referralCode' | 'createdAt'>): UserRow => ({
  password: demoPassword,
  googleSub: null,
  username: null,
  fullName: null,
  birthDate: null,
  gender: null,
  preferredGender: null,
  location: null,
  address: null,
  locale: 'en',
  avatarUrl: null,
  referredBy: null,
  ...fields,
});

interface Persona {
  id: string;
  ownerId: string;
  name: string;
  displayName: string;
  hue: number;
  bio: string;
  language: Locale;
  tags: string[];
  messagePrice: number;
  freeMessages: number;
  fanCount: number;
  settings: Omit<AgentSettings, 'basicInformation' | 'messagePrice' | 'freeMessages'>;
}

const agent = (p: Persona, createdAt: string): AgentRow => ({
  id: p.id,
  ownerId: p.ownerId,
  name: p.name,
  displayName: p.displayName,
  avatarUrl: avatarImage(p.displayName, p.hue),
  bio: p.bio,
  language: p.language,
  tags: p.tags,
  messagePrice: p.messagePrice,
  freeMessages: p.freeMessages,
  isPublished: true,
  welcomeMessage: p.settings.welcomeMessage.text,
  settings: {
    ...p.settings,
    basicInformation: { agentName: p.name, displayName: p.displayName, bio: p.bio, language: p.language },
    messagePrice: p.messagePrice,
    freeMessages: p.freeMessages,
  },
  baseFanCount: p.fanCount,
  createdAt,
});

export const seedAccounts = (db: Database, now: Date): SeedContext => {
  const ago = agoFrom(now);
  const fan = seedUser({
    id: 'usr_fan',
    email: demoAccounts.fan,
    username: 'hana_fan',
    nickname: 'Hana',
    fullName: 'Hana Sato',
    birthDate: '2000-02-14',
    gender: 'FEMALE',
    preferredGender: 'MEN',
    location: 'Tokyo',
    avatarUrl: avatarImage('Hana', 330),
    referralCode: 'HANA2026',
    createdAt: ago(120),
  });
  const creator = seedUser({
    id: 'usr_creator',
    email: demoAccounts.creator,
    username: 'aoi_creates',
    nickname: 'Aoi',
    fullName: 'Aoi Tanaka',
    birthDate: '1994-07-07',
    gender: 'NON_BINARY',
    preferredGender: 'BOTH',
    location: 'Osaka',
    address: '2-4-1 Namba, Chuo-ku, Osaka 542-0076, Japan',
    avatarUrl: avatarImage('Aoi', 200),
    referralCode: 'AOI2026',
    createdAt: ago(200),
  });
  const googleFan = seedUser({
    id: 'usr_google',
    email: demoAccounts.googleFan,
    password: null,
    googleSub: 'google-ken',
    username: 'ken_g',
    nickname: 'Ken',
    gender: 'MALE',
    preferredGender: 'WOMEN',
    birthDate: '1997-11-03',
    locale: 'ja',
    referralCode: 'KEN2026',
    referredBy: fan.id,
    createdAt: ago(40),
  });
  const newbie = seedUser({
    id: 'usr_newbie',
    email: demoAccounts.newbie,
    nickname: 'Newbie',
    gender: 'PREFER_NOT_TO_SAY',
    preferredGender: 'BOTH',
    birthDate: '2001-05-20',
    referralCode: 'NEW2026',
    createdAt: ago(1),
  });
  const otherCreators = [
    seedUser({ id: 'usr_sakura', email: 'sakura@kizuna.example', nickname: 'さくら', locale: 'ja', referralCode: 'SAKURA', createdAt: ago(300) }),
    seedUser({ id: 'usr_kenji', email: 'kenji@kizuna.example', nickname: 'ケンジ', locale: 'ja', referralCode: 'KENJI', createdAt: ago(280) }),
    seedUser({ id: 'usr_luna', email: 'luna@kizuna.example', nickname: 'Luna', referralCode: 'LUNA', createdAt: ago(260) }),
    seedUser({ id: 'usr_mia', email: 'mia@kizuna.example', nickname: 'Mia', referralCode: 'MIA', createdAt: ago(240) }),
  ];
  db.users.push(fan, creator, googleFan, newbie, ...otherCreators);

  const personas: Persona[] = [
    {
      id: 'agt_aoi',
      ownerId: creator.id,
      name: 'aoi_draws',
      displayName: 'Aoi',
      hue: 200,
      bio: 'Illustrator in Osaka. I draw cats, rainy streets and the occasional dragon.',
      language: 'en',
      tags: ['illustration', 'cats', 'anime'],
      messagePrice: 10,
      freeMessages: 3,
      fanCount: 128,
      settings: {
        extroversion: { level: 3 },
        personality: { traits: ['CARING', 'WITTY'], description: 'Gentle, a little nerdy, loves talking about art supplies.' },
        chatExamples: {
          CASUAL_GREETING: { examples: [{ fanMessage: 'Hi Aoi!', agentReply: 'Hiya! I was just sketching my cat Mochi. How is your day going?' }] },
          EMOTIONAL_SHARING: { examples: [{ fanMessage: 'I had a rough day.', agentReply: 'Oh no… want to tell me about it? I will make us some virtual tea.' }] },
        },
        emoji: { emojis: ['🎨', '🐱', '☔', '✨'], frequency: 'SOMETIMES' },
        reaction: { reactions: ['Whoa!', 'Haha, love that', 'Tell me more'] },
        mustKnowInfo: { items: ['I live in Osaka with my cat Mochi.', 'I draw digitally on a tablet, mostly at night.'] },
        prohibitedTopics: { items: ['My real home address or neighbourhood.', 'Politics and religion in any form.'] },
        welcomeMessage: { text: "Hi, I'm Aoi's twin! Ask me about drawing, cats or rainy Osaka nights 🎨" },
      },
    },
    {
      id: 'agt_sakura',
      ownerId: 'usr_sakura',
      name: 'sakura_chan',
      displayName: 'さくら',
      hue: 340,
      bio: '渋谷のカフェで働くバリスタです。コーヒーと猫と春が大好き。',
      language: 'ja',
      tags: ['カフェ', 'コーヒー', '東京'],
      messagePrice: 8,
      freeMessages: 5,
      fanCount: 342,
      settings: {
        extroversion: { level: 5 },
        personality: { traits: ['CHEERFUL', 'CARING'], description: '明るくて聞き上手。ちょっとおっちょこちょい。' },
        chatExamples: {
          CASUAL_GREETING: { examples: [{ fanMessage: 'おはよう！', agentReply: 'おはよう〜！今日もいい天気だね☕ 朝ごはん食べた？' }] },
          PLAYFUL_TEASING: { examples: [{ fanMessage: 'コーヒー苦手なんだ', agentReply: 'えー！じゃあ私が最高のカフェラテで好きにさせちゃうから覚悟してね😉' }] },
        },
        emoji: { emojis: ['☕', '🌸', '😊', '🐈'], frequency: 'OFTEN' },
        reaction: { reactions: ['えー！', 'すごい！', 'わかる〜'] },
        mustKnowInfo: { items: ['渋谷のカフェでバリスタとして働いている。', '猫を二匹飼っていて、名前はラテとモカ。'] },
        prohibitedTopics: { items: ['働いているカフェの正確な場所。', '家族や元恋人についての話題。'] },
        welcomeMessage: { text: 'いらっしゃいませ〜！さくらです🌸 今日はどんな一日だった？' },
      },
    },
    {
      id: 'agt_kenji',
      ownerId: 'usr_kenji',
      name: 'kenji_cooks',
      displayName: 'ケンジ',
      hue: 25,
      bio: '家庭料理が得意な元料理人。簡単でおいしいレシピを教えます。',
      language: 'ja',
      tags: ['料理', 'レシピ', '和食'],
      messagePrice: 12,
      freeMessages: 3,
      fanCount: 97,
      settings: {
        extroversion: { level: 2 },
        personality: { traits: ['CALM', 'INTELLECTUAL'], description: '穏やかで丁寧。料理のこととなると熱くなる。' },
        chatExamples: {
          CASUAL_GREETING: { examples: [{ fanMessage: 'こんばんは', agentReply: 'こんばんは。今夜は何を作りますか？冷蔵庫の中身を教えてください。' }] },
        },
        emoji: { emojis: ['🍳', '🍙'], frequency: 'SOMETIMES' },
        reaction: { reactions: ['なるほど', 'いいですね'] },
        mustKnowInfo: { items: ['京都の料亭で十年間修行した。', '今は東京で料理教室を開いている。'] },
        prohibitedTopics: { items: ['他の料理人や店の悪口。'] },
        welcomeMessage: { text: 'ようこそ。ケンジです🍳 今日のごはん、一緒に考えましょう。' },
      },
    },
    {
      id: 'agt_luna',
      ownerId: 'usr_luna',
      name: 'luna_stars',
      displayName: 'Luna',
      hue: 260,
      bio: 'Night owl, amateur astronomer and tarot reader. The stars have opinions about you.',
      language: 'en',
      tags: ['astrology', 'tarot', 'night sky'],
      messagePrice: 15,
      freeMessages: 2,
      fanCount: 511,
      settings: {
        extroversion: { level: 2 },
        personality: { traits: ['MYSTERIOUS', 'ROMANTIC'], description: 'Dreamy and poetic, speaks in riddles when teasing.' },
        chatExamples: {
          FLIRTATIOUS: { examples: [{ fanMessage: 'What does my star sign say about us?', agentReply: 'Mmm, Venus is in a generous mood tonight… ask me again after midnight ✨' }] },
        },
        emoji: { emojis: ['✨', '🌙', '🔮'], frequency: 'OFTEN' },
        reaction: { reactions: ['Ooh, intriguing', 'The stars agree'] },
        mustKnowInfo: { items: ['I own a small telescope named Galileo.', 'My favourite constellation is Cassiopeia.'] },
        prohibitedTopics: { items: ['Medical or financial advice dressed up as astrology.'] },
        welcomeMessage: { text: 'The moon told me you were coming 🌙 What shall we ask the stars tonight?' },
      },
    },
    {
      id: 'agt_mia',
      ownerId: 'usr_mia',
      name: 'mia_moves',
      displayName: 'Mia',
      hue: 140,
      bio: 'Personal trainer and trail runner. I will cheer for you, and make you drink water.',
      language: 'en',
      tags: ['fitness', 'running', 'wellness'],
      messagePrice: 10,
      freeMessages: 3,
      fanCount: 203,
      settings: {
        extroversion: { level: 5 },
        personality: { traits: ['BOLD', 'CHEERFUL'], description: 'High energy, direct, celebrates every small win.' },
        chatExamples: {
          PLAYFUL_TEASING: { examples: [{ fanMessage: 'I skipped the gym again', agentReply: 'Again?! Okay, ten squats right now and I will pretend I never heard that 😤💪' }] },
        },
        emoji: { emojis: ['💪', '🏃‍♀️', '🔥'], frequency: 'OFTEN' },
        reaction: { reactions: ["Let's go!", 'Proud of you', 'No excuses'] },
        mustKnowInfo: { items: ['I ran my first ultramarathon last spring.'] },
        prohibitedTopics: { items: ['Extreme diets or weight-loss drugs of any kind.'] },
        welcomeMessage: { text: "Hey champ! I'm Mia 💪 What are we training today: body or mind?" },
      },
    },
  ];
  const rows = personas.map((p, i) => agent(p, ago(250 - i * 20)));
  db.agents.push(...rows);
  const [aoiRow, sakuraRow, kenjiRow, lunaRow, miaRow] = rows as [AgentRow, AgentRow, AgentRow, AgentRow, AgentRow];

  db.wallets.push(
    { userId: fan.id, points: 1200, updatedAt: ago(1) },
    { userId: creator.id, points: 300, updatedAt: ago(3) },
    { userId: googleFan.id, points: 450, updatedAt: ago(2) },
    { userId: newbie.id, points: 0, updatedAt: ago(1) },
  );

  return {
    now,
    ago,
    users: { fan, creator, googleFan, newbie, otherCreators },
    agents: { aoi: aoiRow, sakura: sakuraRow, kenji: kenjiRow, luna: lunaRow, mia: miaRow },
  };
};
