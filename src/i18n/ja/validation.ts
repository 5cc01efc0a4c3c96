import type { Translation } from '../i18n-types';

const validation: Translation['validation'] = {
  required: 'この項目は必須です。',
  email: '有効なメールアドレスを入力してください。',
  passwordLength: 'パスワードは8文字以上にしてください。',
  passwordLetterAndNumber: 'パスワードには英字と数字を含めてください。',
  passwordsMatch: 'パスワードが一致しません。',
  usernameLength: 'ユーザー名は3〜20文字にしてください。',
  usernameCharacters: '英小文字、数字、アンダースコアのみ使用できます。',
  nicknameMax: 'ニックネームは30文字以内にしてください。',
  meaningfulText: '10文字以上入力してください（スペースは数えません）。',
  emojisMax: '絵文字は20個まで選べます。',
  reactionsMax: 'リアクションは5個まで選べます。',
  gender: '有効な選択肢を選んでください。',
  agreement: '続けるには利用規約に同意してください。',
  tipRange: 'チップは1ドル以上100ドル以下にしてください。',
  fileTooLarge: 'ファイルサイズが大きすぎます。',
  fileType: 'サポートされていないファイル形式です。',
  passwordTooLong: 'パスワードは128文字以内にしてください。',
  birthDate: '正しい生年月日を入力してください。',
  birthDateAge: 'Kizuna のご利用は18歳以上に限られます。',
  verificationCode: 'メールに記載された6桁のコードを入力してください。',
  wholeNumber: '整数で入力してください。',
  tooLong: '長すぎます。',
  invalid: 'この値は無効です。',
  alreadyAdded: 'すでに追加されています。',
  handleLength: 'ID は3〜20文字にしてください。',
  handleCharacters: '英小文字、数字、アンダースコアのみ使用できます。',
  traitsCount: '特徴を1〜5個選んでください。',
  numberRange: '表示された範囲の整数を入力してください。',
};

export default validation;
