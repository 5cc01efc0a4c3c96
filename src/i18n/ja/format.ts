import type { Translation } from '../i18n-types';

const format: Translation['format'] = {
  points: '{count|number}ポイント',
  usd: '{amount|usd}',
  date: '{value|date}',
};

export default format;
