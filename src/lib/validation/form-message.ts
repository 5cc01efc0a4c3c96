import type { ErrorName } from '@/api/generated/model';
import type { TranslationFunctions } from '@/i18n/i18n-types';

// Form errors carry a message *key*, not text: `validation.<key>` for a broken rule, or
// `errors.<ErrorName>` for a server answer placed on a field. The field translates it when it
// renders, so a language switch re-translates errors already on screen.
export type ValidationKey = keyof TranslationFunctions['validation'];

/** Limits a message names ("at least {min} characters"), read from the schema that failed. */
export type MessageBounds = { min?: number; max?: number };

export const validationMessage = (key: ValidationKey, bounds: MessageBounds = {}): string => {
  const params = Object.entries(bounds).filter(([, value]) => typeof value === 'number' && Number.isFinite(value));
  return params.length ? `validation.${key}?${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}` : `validation.${key}`;
};

const boundsIn = (query: string | undefined): Record<string, number> =>
  Object.fromEntries([...new URLSearchParams(query ?? '')].map(([k, v]) => [k, Number(v)]));
export const serverErrorMessage = (name: ErrorName): string => `errors.${name}`;

/** The translated text of a form error message (a key as above, or text as it is). */
export const translateFormMessage = (LL: TranslationFunctions, message: string | undefined, values: { email?: string } = {}): string => {
  if (!message) return '';
  const [scope, rest = ''] = message.split(/\.(.*)/s, 2);
  const [key, query] = rest.split('?', 2);
  if (scope === 'validation' && key && key in LL.validation) {
    const translate = LL.validation[key as ValidationKey] as (params: Record<string, number>) => string;
    return translate(boundsIn(query));
  }
  if (scope === 'errors' && key) {
    if (key === 'GoogleLinkedAccount') return LL.errors.GoogleLinkedAccount({ email: values.email ?? '' });
    const translate = (LL.errors as unknown as Record<string, (() => string) | undefined>)[key];
    if (translate) return translate();
  }
  return message;
};
