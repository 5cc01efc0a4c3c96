import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useValidatedForm, type SchemaLoader } from '@/lib/validation/use-validated-form';

// Apart from step-kit.ts: a screen that is no form of typed fields (the extroversion scale)
// does without react-hook-form and its 15 KB gzip.

/**
 * A screen's form: it starts from the unsaved draft if there is one, else the saved answer,
 * and every change is kept as the draft (so Back, a reload or a failed save loses nothing).
 */
export const useStepForm = <Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<Schema>,
  initial: z.input<Schema>,
  keep: (values: z.input<Schema>) => void,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> => {
  const form = useValidatedForm(loadSchema, { defaultValues: initial as never });
  useEffect(() => {
    const subscription = form.watch((values) => keep(values as z.input<Schema>));
    return () => subscription.unsubscribe();
  }, [form, keep]);
  return form;
};
