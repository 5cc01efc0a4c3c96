import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/api-error';
import type { ErrorName } from '@/api/generated/model';
import { serverErrorMessage, validationMessage } from './form-message';

/**
 * Puts a server refusal where the user will look for it: an error name that belongs to a field
 * (EmailAlreadyRegistered → email) goes on that field, ValidationFailed goes on the fields it
 * names. Returns false when nothing matched, so the form shows the error in its alert instead.
 * The form keeps every value either way.
 */
export const applyServerError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: Partial<Record<ErrorName, Path<T>>>,
  knownFields: readonly Path<T>[] = [],
): boolean => {
  if (!(error instanceof ApiError)) return false;
  const field = fieldFor[error.name as ErrorName];
  if (field) {
    setError(field, { type: 'server', message: serverErrorMessage(error.name as ErrorName) }, { shouldFocus: true });
    return true;
  }
  if (error.name === 'ValidationFailed') {
    const matches = error.fields.filter((f) => knownFields.includes(f.path as Path<T>));
    matches.forEach((f, i) => setError(f.path as Path<T>, { type: 'server', message: validationMessage('invalid') }, { shouldFocus: i === 0 }));
    return matches.length > 0;
  }
  return false;
};
