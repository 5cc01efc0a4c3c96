// Messages for the Zod rules of spec section 5, shared by every form.
const validation = {
  required: 'This field is required.',
  email: 'Please enter a valid e-mail address.',
  passwordLength: 'The password must be at least {min:number} characters.',
  passwordLetterAndNumber: 'The password must include a letter and a number.',
  passwordsMatch: 'The passwords do not match.',
  usernameLength: 'The username must be {min:number} to {max:number} characters.',
  usernameCharacters: 'Use only lowercase letters, numbers and underscores.',
  nicknameMax: 'The nickname can be at most {max:number} characters.',
  meaningfulText: 'Please write at least {min:number} characters (spaces are not counted).',
  emojisMax: 'You can choose up to {max:number} emojis.',
  reactionsMax: 'You can choose up to {max:number} reactions.',
  gender: 'Please choose a valid option.',
  agreement: 'Please accept the terms to continue.',
  tipRange: 'A tip must be between ${min:number} and ${max:number}.',
  fileTooLarge: 'The file is too large.',
  fileType: 'Unsupported file type.',
  passwordTooLong: 'The password can be at most {max:number} characters.',
  birthDate: 'Please enter a valid date of birth.',
  birthDateAge: 'You must be at least {min:number} years old to use Kizuna.',
  verificationCode: 'Enter the 6-digit code from the e-mail.',
  wholeNumber: 'Please enter a whole number.',
  tooLong: 'This is too long.',
  invalid: 'This value is not valid.',
} as const;

export default validation;
