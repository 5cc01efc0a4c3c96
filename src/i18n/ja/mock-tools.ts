import type { Translation } from '../i18n-types';

const mockTools: Translation['mockTools'] = {
  open: 'モックツール',
  title: 'モックバックエンドのツール',
  reset: 'データを初期状態に戻す',
  resetDone: 'モックデータを初期状態に戻しました。',
  outbox: '送信済みメール',
  outboxEmpty: 'メールはまだありません。',
  refresh: '更新',
  accounts: 'デモアカウント',
  password: 'パスワード: {password}',
  googleOnly: 'Google ログインのみ（モックの Google ボタンを使用）',
  to: '宛先: {to}',
  failed: 'モックバックエンドが応答しませんでした。',
};

export default mockTools;
