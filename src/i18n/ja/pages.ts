import type { Translation } from '../i18n-types';

const pages: Translation['pages'] = {
  onboarding: {
    step: 'ステップ {step} / {total}',
    steps: {
      start: 'はじめに',
      basicInformation: '基本情報',
      extroversionSetting: '外向性',
      personalitySetting: '性格',
      chatExample: 'チャットの例',
      emojiSetting: '絵文字',
      reactionSetting: 'リアクション',
      mustKnowInfo: '知っておくべき情報',
      prohibitedTopicSetting: '避けるべき話題',
      mediaUpload: 'メディアのアップロード',
      welcomeMessageSetting: 'ウェルカムメッセージ',
    },
    chatStyles: {
      CASUAL_GREETING: 'カジュアルなあいさつ',
      PLAYFUL_TEASING: 'ちょっとしたからかい',
      EMOTIONAL_SHARING: '気持ちの共有',
      FLIRTATIOUS: '思わせぶり',
    },
  },
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
