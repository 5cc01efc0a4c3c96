import type { Translation } from '../i18n-types';

const validation: Translation['validation'] = {
  required: 'この項目は必須です。',
  email: '有効なメールアドレスを入力してください。',
  passwordLength: 'パスワードは{min}文字以上にしてください。',
  passwordLetterAndNumber: 'パスワードには英字と数字を含めてください。',
  passwordsMatch: 'パスワードが一致しません。',
  usernameLength: 'ユーザー名は{min}〜{max}文字にしてください。',
  usernameCharacters: '英小文字、数字、アンダースコアのみ使用できます。',
  nicknameMax: 'ニックネームは{max}文字以内にしてください。',
  meaningfulText: '{min}文字以上入力してください（スペースは数えません）。',
  emojisMax: '絵文字は{max}個まで選べます。',
  reactionsMax: 'リアクションは{max}個まで選べます。',
  gender: '有効な選択肢を選んでください。',
  agreement: '続けるには利用規約に同意してください。',
  tipRange: 'チップは{min}ドル以上{max}ドル以下にしてください。',
  fileTooLarge: 'ファイルサイズが大きすぎます。',
  fileType: 'サポートされていないファイル形式です。',
  passwordTooLong: 'パスワードは{max}文字以内にしてください。',
  birthDate: '正しい生年月日を入力してください。',
  birthDateAge: 'Kizuna のご利用は{min}歳以上に限られます。',
  verificationCode: 'メールに記載された6桁のコードを入力してください。',
  wholeNumber: '整数で入力してください。',
  tooLong: '長すぎます。',
  invalid: 'この値は無効です。',
  alreadyAdded: 'すでに追加されています。',
  handleLength: 'ID は{min}〜{max}文字にしてください。',
  handleCharacters: '英小文字、数字、アンダースコアのみ使用できます。',
  traitsCount: '特徴を{min}〜{max}個選んでください。',
  numberRange: '表示された範囲の整数を入力してください。',
};

export default validation;
