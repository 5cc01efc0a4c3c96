import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMapFor } from './form-error-map';

/**
 * react-hook-form with a form schema built from the generated Zod schemas; every broken rule
 * becomes a translatable message key (see form-error-map.ts). Errors show after the first
 * submit and then update as the user types.
 */
export const useValidatedForm = <Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> =>
  useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema, { error: formErrorMapFor(schema) }),
  });
