import { useId, useState } from 'react';
import type { OnboardingSettings, PreviewPersona } from '@/api/generated/model';
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
