// Creator statistics (/my-agent/statistics).
const statistics = {
  // The page titles of this area's screens.
  titles: {
    statistics: 'Statistics',
  },
  intro: 'What your agent earned, where it came from, and who your fans are.',
  withdraw: 'Banking and payouts',
  available: 'Available to pay out',
  pending: 'Payouts on their way',
  period: {
    label: 'Period',
    options: { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', all: 'All time' },
  },
  earnings: {
    title: 'Earnings by source',
    description: 'For the period you chose.',
    total: 'Total earnings',
    chartLabel: 'Share of earnings by source',
  },
  sources: {
    directEngagementCents: 'Direct engagement',
    fanReferralsCents: 'Fan referrals',
    agentReferralCents: 'Agent referral',
  },
  sourceHelp: {
    directEngagementCents: "Fans' messages, tips and unlocks.",
    fanReferralsCents: 'Spending by fans you referred.',
    agentReferralCents: 'Creators you referred to Kizuna.',
  },
  charts: {
    earningsTitle: 'Earnings over time',
    earnings: 'Earnings',
    earningsLabel: 'Earnings per day over {days:number} days',
    messages: 'Messages',
    newFans: 'New fans',
    engagementLabel: 'Fan messages and new fans per day over {days:number} days',
    noActivity: 'No fan activity in this period.',
  },
  engagement: {
    title: 'Engagement',
    description: 'How fans spent time with your agent.',
    fans: 'New fans',
    messages: 'Messages',
    tips: 'Tips',
    unlocks: 'Unlocks',
    subscribers: 'Subscribed fans',
    value: '{value:number|number}',
  },
  topFans: {
    title: 'Top fans',
    description: 'Earnings traced to the conversations they came from.',
    empty: 'No fan has spent anything in this period yet.',
    fan: 'Fan',
    earned: 'Earned',
    fromConversation: 'From their conversation',
    breakdown: 'Messages {messages:string} · Tips {tips:string} · Unlocks {unlocks:string}',
    conversation: '{count:number} {{message|messages}} · chatting since {date:Date|date}',
  },
} as const;

export default statistics;
