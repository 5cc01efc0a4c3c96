import type { Translation } from '../i18n-types';

const app: Translation['app'] = {
  name: 'Kizuna',
  description: 'クリエイターのための AI ドリブン・グロース',
};

export default app;
