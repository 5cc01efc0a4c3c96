import type { Translation } from '../i18n-types';

const errors: Translation['errors'] = {
  ExpiredAccessToken: 'セッションの有効期限が切れました。もう一度サインインしてください。',
  Unauthorized: '続けるにはサインインしてください。',
  Forbidden: 'この操作を行う権限がありません。',
  AgentRequired: 'この操作には自分のエージェントが必要です。先に作成してください。',
  InvalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  EmailAlreadyRegistered: 'このメールアドレスはすでに登録されています。',
  EmailVerificationRequired: 'メールアドレスの確認が必要です。',
  IncorrectVerificationCode: '入力されたコードが正しくありません。もう一度お試しください。',
  VerificationCodeExpired: 'コードの有効期限が切れました。新しいコードをリクエストしてください。',
  GoogleLinkedAccount:
    'アカウント {email} は Google ログインに連携されています。ログイン画面で Google を使ってサインインしてください。',
  GoogleAccountNotRegistered: 'この Google アカウントは登録されていません。先に新規登録してください。',
  InvalidGoogleToken: 'Google サインインに失敗しました。もう一度お試しください。',
  InvalidResetToken: 'このパスワード再設定リンクは無効か、有効期限が切れています。',
  InsufficientPoints: 'ポイントが不足しています。続けるにはポイントを追加してください。',
  InsufficientBalance: '出金するには残高が不足しています。',
  PaymentFailed: 'お支払いに失敗しました。お支払い方法をご確認ください。',
  FileTooLarge: 'ファイルサイズが大きすぎます。',
  UnsupportedFileType: 'サポートされていないファイル形式です。',
  ProfileImageUploadFailed: 'プロフィール画像のアップロードに失敗しました。',
  NoShareLink: '現在共有できるリンクはありません。',
  AlreadyAdded: 'すでに追加されています。',
  AlreadyClaimed: 'この報酬はすでに受け取り済みです。',
  UsernameTaken: 'このユーザー名はすでに使われています。',
  BankInfoRequired: '先に銀行口座情報を入力してください。',
  DemoLimitReached: 'デモは終了しました。チャットを続けるには新規登録してください。',
  IdempotencyKeyReused: 'このリクエストは別の内容ですでに送信されています。最初からやり直してください。',
  RateLimited: 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。',
  NotFound: '見つかりません。',
  ValidationFailed: '入力内容に誤りがあります。確認してもう一度お試しください。',
  UnknownError: '不明なエラーが発生しました。',
  TooManyRetries: '再試行の回数が上限に達しました。もう一度サインインしてください。',
};

export default errors;
