import type { Translation } from '../i18n-types';

const ja = {
  app: {
    name: 'Kizuna',
    description: 'クリエイターのための AI ドリブン・グロース',
  },
  format: {
    points: '{count|number}ポイント',
    usd: '{amount|usd}',
    date: '{value|date}',
  },
} satisfies Translation;

export default ja;
