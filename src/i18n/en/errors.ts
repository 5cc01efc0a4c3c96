// Messages for the contract's error names (ErrorName in openapi/openapi.yaml), plus the
// client's own: UnknownError and the expired-token retry cap.
const errors = {
  ExpiredAccessToken: 'Your session has expired. Please sign in again.',
  Unauthorized: 'Please sign in to continue.',
  Forbidden: 'You do not have permission to do that.',
  AgentRequired: 'You need your own agent for this. Create one first.',
  InvalidCredentials: 'The e-mail address or password is incorrect.',
  EmailAlreadyRegistered: 'Email already registered.',
  EmailVerificationRequired: 'Email verification is required.',
  IncorrectVerificationCode: 'The code you entered is incorrect. Please try again.',
  VerificationCodeExpired: 'The code has expired. Please request a new one.',
  GoogleLinkedAccount:
    'The account {email:string} is linked to Google login. Please sign in using Google on the login screen.',
  GoogleAccountNotRegistered: 'No account is registered for this Google account. Please sign up first.',
  InvalidGoogleToken: 'Google sign-in failed. Please try again.',
  InvalidResetToken: 'This password reset link is invalid or has expired.',
  InsufficientPoints: 'Insufficient points. Add more to continue.',
  InsufficientBalance: 'Your balance is too low for this payout.',
  PaymentFailed: 'The payment failed. Please check your payment method.',
  FileTooLarge: 'The file is too large.',
  UnsupportedFileType: 'Unsupported file type.',
  ProfileImageUploadFailed: 'Failed to upload profile image.',
  NoShareLink: "There's no link to share right now.",
  AlreadyAdded: 'Already added.',
  AlreadyClaimed: 'You have already claimed this reward.',
  UsernameTaken: 'This username is already taken.',
  BankInfoRequired: 'Please enter your bank information first.',
  DemoLimitReached: 'The demo has ended. Sign up to keep chatting.',
  IdempotencyKeyReused: 'This request was already made differently. Please start again.',
  RateLimited: 'Too many requests. Please wait a moment and try again.',
  NotFound: 'Not found.',
  ValidationFailed: 'Some of the information is not valid. Please check and try again.',
  UnknownError: 'An unknown error occurred.',
  TooManyRetries: 'Too many retries. Please sign in again.',
} as const;

export default errors;
