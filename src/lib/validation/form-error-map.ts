import type { z } from 'zod';
import { validationMessage, type ValidationKey } from './form-message';
import { boundsOf, schemaAt } from './schema-bounds';

// Turns a Zod issue raised by a generated schema into the key of its translated message.
// The contract's field names are the same in every form (email, password, username, …), so
// the field name and the kind of issue pick the message.
type Issue = z.core.$ZodRawIssue;

const fieldOf = (issue: Issue): string => String(issue.path?.at(-1) ?? '');

const isMissing = (issue: Issue): boolean =>
  (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || issue.input === '')) ||
  (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1);

const byField: Record<string, Partial<Record<Issue['code'] & string, ValidationKey>>> = {
  email: { invalid_format: 'email' },
  password: { too_small: 'passwordLength', too_big: 'passwordTooLong', invalid_format: 'passwordLetterAndNumber' },
  username: { too_small: 'usernameLength', too_big: 'usernameLength', invalid_format: 'usernameCharacters' },
  nickname: { too_big: 'nicknameMax', invalid_format: 'required' },
  gender: { invalid_value: 'gender', invalid_type: 'gender' },
  preferredGender: { invalid_value: 'gender', invalid_type: 'gender' },
  birthDate: { invalid_format: 'birthDate' },
  agreement: { invalid_value: 'agreement', invalid_type: 'agreement' },
  code: { invalid_format: 'verificationCode', too_small: 'verificationCode', too_big: 'verificationCode' },
  // The creator studio's fields (onboarding and agent settings).
  agentName: { too_small: 'handleLength', too_big: 'handleLength', invalid_format: 'handleCharacters' },
  displayName: { invalid_format: 'required' },
  traits: { too_small: 'traitsCount', too_big: 'traitsCount' },
  fanMessage: { invalid_format: 'required' },
  agentReply: { invalid_format: 'required' },
  text: { invalid_format: 'required' },
  messagePrice: { too_small: 'numberRange', too_big: 'numberRange', invalid_type: 'numberRange', not_multiple_of: 'numberRange' },
  freeMessages: { too_small: 'numberRange', too_big: 'numberRange', invalid_type: 'numberRange', not_multiple_of: 'numberRange' },
};

export const validationKeyFor = (issue: Issue): ValidationKey => {
  const field = fieldOf(issue);
  const specific = byField[field]?.[issue.code as keyof (typeof byField)[string]];
  if (specific) return specific;
  if (isMissing(issue)) return field === 'agreement' ? 'agreement' : 'required';
  if (issue.code === 'too_big') return 'tooLong';
  // Every `type: integer` of the contract arrives as `multipleOf: 1` (scripts/whole-numbers.ts).
  if (issue.code === 'not_multiple_of' && Number(issue.divisor) === 1) return 'wholeNumber';
  return 'invalid';
};

/** The error map to parse form values with: every message is a translatable key. */
export const formErrorMap = (issue: Issue): string => validationMessage(validationKeyFor(issue));

/**
 * The same, for a form schema: each message also carries the limits of the field's own schema
 * ("3 to 20 characters"), so the numbers the user reads are the contract's.
 */
export const formErrorMapFor =
  (schema: z.core.$ZodType) =>
  (issue: Issue): string => {
    const field = issue.path ? schemaAt(schema, issue.path) : undefined;
    const bounds = field ? boundsOf(field) : {};
    const key = validationKeyFor(issue);
    // Text over its limit names the limit ("at most 30 characters") when the schema has one.
    if (key === 'tooLong' && issue.origin === 'string' && bounds.max !== undefined) return validationMessage('textMax', bounds);
    return validationMessage(key, bounds);
  };
