import type { Translation } from '../i18n-types';

const shell: Translation['shell'] = {
  password: {
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
  },
  skipToContent: '本文へスキップ',
  home: 'Kizuna ホーム',
  mainNavigation: 'メインナビゲーション',
  nav: {
    chats: 'チャット',
    myAgent: 'マイエージェント',
    payment: 'ポイント',
    referral: '紹介',
    profile: 'プロフィール',
  },
  language: {
    label: '言語',
    en: 'English',
    ja: '日本語',
  },
  colorMode: {
    toLight: 'ライトモードに切り替え',
    toDark: 'ダークモードに切り替え',
  },
  points: {
    label: 'ポイント残高',
    value: '{count|number} pt',
  },
  userMenu: {
    open: 'アカウントメニュー',
    profile: 'プロフィール',
    myAgent: 'マイエージェント',
    payment: 'お支払い',
    logout: 'ログアウト',
  },
  signIn: 'サインイン',
  signUp: '新規登録',
  back: '戻る',
  returnBack: '元の画面に戻る',
  close: '閉じる',
  footer: {
    copyright: '© {year} Kizuna',
    tagline: 'クリエイターのための AI ドリブン・グロース',
  },
  loading: '読み込み中…',
  initializing: '準備しています…',
  toast: {
    region: '通知',
    close: '通知を閉じる',
  },
  update: {
    available: 'Kizuna の新しいバージョンがあります。',
    reload: '再読み込み',
  },
  previewBadge: 'BE: {value}',
  previewBadgeLabel: 'バックエンドのプレビュー: {value}',
  loggedOut: 'ログアウトしました。',
};

export default shell;
