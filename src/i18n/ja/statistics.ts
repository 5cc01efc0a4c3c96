import type { Translation } from '../i18n-types';

const statistics: Translation['statistics'] = {
  titles: {
    statistics: '統計',
  },
  intro: 'エージェントの収益、その内訳、そしてファンの様子。',
  withdraw: '銀行口座と出金',
  available: '出金できる残高',
  pending: '振込待ちの出金',
  period: {
    label: '期間',
    options: { '7d': '過去7日間', '30d': '過去30日間', '90d': '過去90日間', all: 'すべて' },
  },
  earnings: {
    title: '収益の内訳',
    description: '選んだ期間の収益です。',
    total: '総収益',
    chartLabel: '収益の内訳の割合',
  },
  sources: {
    directEngagementCents: 'ダイレクトエンゲージメント',
    fanReferralsCents: 'ファン紹介',
    agentReferralCents: 'エージェント紹介',
  },
  sourceHelp: {
    directEngagementCents: 'ファンのメッセージ、チップ、コンテンツ解除。',
    fanReferralsCents: '紹介したファンの利用分。',
    agentReferralCents: 'Kizuna に紹介したクリエイター。',
  },
  charts: {
    earningsTitle: '収益の推移',
    earnings: '収益',
    earningsLabel: '{days}日間の1日ごとの収益',
    messages: 'メッセージ',
    newFans: '新しいファン',
    engagementLabel: '{days}日間の1日ごとのファンのメッセージ数と新しいファン数',
    noActivity: 'この期間のファンの活動はありません。',
  },
  engagement: {
    title: 'エンゲージメント',
    description: 'ファンとエージェントの交流。',
    fans: '新しいファン',
    messages: 'メッセージ',
    tips: 'チップ',
    unlocks: 'コンテンツ解除',
    subscribers: 'サブスク中のファン',
    value: '{value|number}',
  },
  topFans: {
    title: 'トップファン',
    description: '収益を、それが生まれた会話ごとにたどれます。',
    empty: 'この期間に利用したファンはまだいません。',
    fan: 'ファン',
    earned: '収益',
    fromConversation: '会話からの内訳',
    breakdown: 'メッセージ {messages} · チップ {tips} · 解除 {unlocks}',
    conversation: 'メッセージ{count}件 · {date|date}から会話',
  },
};

export default statistics;
