
import { Controller } from 'react-hook-form';
import { useI18nContext } from '@/i18n/i18n-react';
import { ExtroversionScale } from '../extroversion-scale';
import { WizardFrame } from '../wizard-frame';
import { keepDraft, useStepForm, useStepSave, type StepProps } from './step-kit';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/step-schemas').then((module) => module.extroversionSchema);

const keep = keepDraft('extroversion');

/** Step 2: where the twin sits between Very Shy and Very Outgoing. */
export const ExtroversionStep = ({ settings, drafts, persona, onBack, onDone }: StepProps) => {
  const { LL } = useI18nContext();
  const initial = { level: drafts.extroversion?.level ?? settings.extroversion?.level ?? 3 };
  const form = useStepForm(loadSchema, initial, keep);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const submit = form.handleSubmit((value) => run({ key: 'extroversion', value }));
  return (
    <WizardFrame heading={LL.creator.extroversion.heading()} intro={LL.creator.extroversion.intro()} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="level"
          render={({ field }) => <ExtroversionScale value={Number(field.value)} onChange={field.onChange} />}
        />
      </form>
    </WizardFrame>
  );
};

