// The password reset screens: request the e-mail, the "sent" state, set a new password, done.
const passwordReset = {
  // The page titles of this area's screens.
  titles: {
    resetPassword: 'Reset your password',
    resetPasswordComplete: 'Password reset complete',
    sendResetPasswordEmail: 'Send a password reset e-mail',
  },
  request: {
    title: 'Reset your password',
    intro: 'Enter the e-mail address of your account. We will send you a link to set a new password.',
    email: 'E-mail address',
    submit: 'Send the link',
    backToSignIn: 'Back to sign in',
    rateLimited: 'You have asked for several links in a short time. Please wait a moment and try again.',
  },
  sent: {
    title: 'Check your e-mail',
    body: 'If an account exists for {email:string}, we sent a link to reset your password. The link is valid for 30 minutes.',
    resend: 'Send the link again',
    resendIn: 'You can send it again in {seconds:number} s',
    resent: 'We sent the link again.',
    otherEmail: 'Use a different e-mail address',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Set a new password',
    intro: 'Choose a new password for your Kizuna account.',
    password: 'New password',
    confirmPassword: 'Confirm the new password',
    passwordHelp: 'At least {min:number} characters, including a letter and a number.',
    submit: 'Change password',
    missingTokenTitle: 'This link is incomplete',
    missingToken: 'We could not find a reset token in the link. Please open the link from the e-mail again, or request a new one.',
    invalidTokenTitle: 'This link cannot be used',
    requestNew: 'Request a new link',
  },
  complete: {
    title: 'Your password was changed',
    body: 'You can now sign in with your new password. For your security, other devices were signed out.',
    signIn: 'Sign in',
  },
} as const;

export default passwordReset;
