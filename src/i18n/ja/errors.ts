import type { Translation } from '../i18n-types';

const errors: Translation['errors'] = {
  ExpiredAccessToken: 'セッションの有効期限が切れました。もう一度サインインしてください。',
};

export default errors;
