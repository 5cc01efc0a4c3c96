import type { ErrorName } from '@/api/generated/model';
import type { TranslationFunctions } from '@/i18n/i18n-types';

// Form errors carry a message *key*, not text: `validation.<key>` for a broken rule, or
// `errors.<ErrorName>` for a server answer placed on a field. The field translates it when it
// renders, so a language switch re-translates errors already on screen.
export type ValidationKey = keyof TranslationFunctions['validation'];

export const validationMessage = (key: ValidationKey): string => `validation.${key}`;
export const serverErrorMessage = (name: ErrorName): string => `errors.${name}`;

/** The translated text of a form error message (a key as above, or text as it is). */
export const translateFormMessage = (LL: TranslationFunctions, message: string | undefined, values: { email?: string } = {}): string => {
  if (!message) return '';
  const [scope, key] = message.split('.', 2);
  if (scope === 'validation' && key && key in LL.validation) return LL.validation[key as ValidationKey]();
  if (scope === 'errors' && key) {
    if (key === 'GoogleLinkedAccount') return LL.errors.GoogleLinkedAccount({ email: values.email ?? '' });
    const translate = (LL.errors as unknown as Record<string, (() => string) | undefined>)[key];
    if (translate) return translate();
  }
  return message;
};
