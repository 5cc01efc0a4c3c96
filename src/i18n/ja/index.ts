import type { Translation } from '../i18n-types';
import auth from './auth';
import creator from './creator';
import chat from './chat';
import errors from './errors';
import mockTools from './mock-tools';
import money from './money';
import pages from './pages';
import passwordReset from './password-reset';
import payment from './payment';
import payouts from './payouts';
import profile from './profile';
import referral from './referral';
import shell from './shell';
import statistics from './statistics';
import validation from './validation';

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
  shell,
  pages,
  validation,
  mockTools,
  auth,
  passwordReset,
  profile,
  creator,
  chat,
  money,
  payment,
  payouts,
  statistics,
  referral,
} satisfies Translation;

export default ja;
