import type { Translation } from '../i18n-types';

const passwordReset: Translation['passwordReset'] = {
  titles: {
    resetPassword: 'パスワードの再設定',
    resetPasswordComplete: 'パスワードの再設定が完了しました',
    sendResetPasswordEmail: 'パスワード再設定メールの送信',
  },
  request: {
    title: 'パスワードの再設定',
    intro: 'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
    email: 'メールアドレス',
    submit: 'リンクを送信',
    backToSignIn: 'サインインに戻る',
    rateLimited: '短時間に何度もリンクが要求されました。しばらく待ってから、もう一度お試しください。',
  },
  sent: {
    title: 'メールをご確認ください',
    body: '{email} のアカウントが存在する場合は、パスワード再設定用のリンクをお送りしました。リンクの有効期限は30分です。',
    resend: 'リンクを再送信',
    resendIn: '{seconds}秒後に再送信できます',
    resent: 'リンクを再送信しました。',
    otherEmail: '別のメールアドレスを使う',
    backToSignIn: 'サインインに戻る',
  },
  reset: {
    title: '新しいパスワードの設定',
    intro: 'Kizuna アカウントの新しいパスワードを決めてください。',
    password: '新しいパスワード',
    confirmPassword: '新しいパスワード（確認）',
    passwordHelp: '英字と数字を含む{min}文字以上で入力してください。',
    submit: 'パスワードを変更',
    missingTokenTitle: 'リンクが不完全です',
    missingToken: 'リンクに再設定用のトークンが見つかりませんでした。メールのリンクをもう一度開くか、新しいリンクをリクエストしてください。',
    invalidTokenTitle: 'このリンクは使用できません',
    requestNew: '新しいリンクをリクエスト',
  },
  complete: {
    title: 'パスワードを変更しました',
    body: '新しいパスワードでサインインできます。安全のため、ほかの端末からはサインアウトしました。',
    signIn: 'サインイン',
  },
};

export default passwordReset;
