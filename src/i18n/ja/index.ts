import type { Translation } from '../i18n-types';
import app from './app';
import auth from './auth';
import creator from './creator';
import chat from './chat';
import errors from './errors';
import format from './format';
import mockTools from './mock-tools';
import money from './money';
import pages from './pages';
import passwordReset from './password-reset';
import payment from './payment';
import payouts from './payouts';
import profile from './profile';
import referral from './referral';
import shell from './shell';
import studio from './studio';
import statistics from './statistics';
import validation from './validation';

const ja = {
  app,
  format,
  errors,
  shell,
  pages,
  validation,
  mockTools,
  auth,
  passwordReset,
  profile,
  creator,
  studio,
  chat,
  money,
  payment,
  payouts,
  statistics,
  referral,
} satisfies Translation;

export default ja;
