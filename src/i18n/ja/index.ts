import type { Translation } from '../i18n-types';
import errors from './errors';

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
  errors,
} satisfies Translation;

export default ja;
