import { useEffect, useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { OnboardingSettings, PreviewPersona } from '@/api/generated/model';
import { useValidatedForm, type SchemaLoader } from '@/lib/validation/use-validated-form';
import { useSaveStep, type StepSave } from '../../hooks/use-onboarding';
import { setDraft, type Drafts } from '../../hooks/wizard-drafts';

/** What every wizard screen gets from the page. */
export interface StepProps {
  settings: OnboardingSettings;
  drafts: Drafts;
  persona: PreviewPersona;
  onBack: () => void;
  onDone: () => void;
}

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

export const keepDraft =
  <K extends keyof Drafts>(key: K) =>
  (values: unknown) =>
    setDraft(key, values as Drafts[K]);

/** Saving a screen: the mutation, its failure, and the id the frame's submit button targets. */
export const useStepSave = (onDone: () => void) => {
  const save = useSaveStep();
  const [problem, setProblem] = useState<unknown>(null);
  const formId = useId();
  const run = async (step: StepSave, onError?: (error: unknown) => boolean) => {
    setProblem(null);
    try {
      await save.mutateAsync(step);
      onDone();
    } catch (error) {
      if (!onError?.(error)) setProblem(error);
    }
  };
  return { run, saving: save.isPending, problem, formId };
};
