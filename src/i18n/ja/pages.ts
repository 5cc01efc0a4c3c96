import type { Translation } from '../i18n-types';

const pages: Translation['pages'] = {
  error: {
    notFoundTitle: 'ページが見つかりません',
    internalTitle: 'サーバー内部エラー',
    pageNotFound: 'ページが見つかりません: {path}',
    routeCheckFailed: 'ページが見つかりません: {path}',
    status: 'エラー {status}',
    backHome: 'チャットに戻る',
    retry: 'もう一度試す',
  },
};

export default pages;
