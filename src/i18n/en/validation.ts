// Messages for the Zod rules of spec section 5, shared by every form.
const validation = {
  required: 'This field is required.',
  email: 'Please enter a valid e-mail address.',
  passwordLength: 'The password must be at least 8 characters.',
  passwordLetterAndNumber: 'The password must include a letter and a number.',
  passwordsMatch: 'The passwords do not match.',
  usernameLength: 'The username must be 3 to 20 characters.',
  usernameCharacters: 'Use only lowercase letters, numbers and underscores.',
  nicknameMax: 'The nickname can be at most 30 characters.',
  meaningfulText: 'Please write at least 10 characters (spaces are not counted).',
  emojisMax: 'You can choose up to 20 emojis.',
  reactionsMax: 'You can choose up to 5 reactions.',
  gender: 'Please choose a valid option.',
  agreement: 'Please accept the terms to continue.',
  tipRange: 'A tip must be between $1 and $100.',
  fileTooLarge: 'The file is too large.',
  fileType: 'Unsupported file type.',
  passwordTooLong: 'The password can be at most 128 characters.',
  birthDate: 'Please enter a valid date of birth.',
  birthDateAge: 'You must be at least 18 years old to use Kizuna.',
  verificationCode: 'Enter the 6-digit code from the e-mail.',
  wholeNumber: 'Please enter a whole number.',
  tooLong: 'This is too long.',
  invalid: 'This value is not valid.',
} as const;

export default validation;
