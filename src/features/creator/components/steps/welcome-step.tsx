import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../../forms/limits';
import { useFinishWizard } from '../../hooks/use-finish-wizard';
import { FinishProblems } from '../finish-problems';
import { WizardFrame } from '../wizard-frame';
import { useStepForm } from './step-form';
import { keepDraft, useStepSave, type StepProps } from './step-kit';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/step-schemas').then((module) => module.welcomeMessageSchema);

const keep = keepDraft('welcomeMessage');

/**
 * Step 8: the first message of every conversation; saving it finishes the wizard. Finishing and
 * what can stop it live here, the only screen that finishes, so the other screens load none of it.
 */
export const WelcomeStep = (props: StepProps) => {
  const finish = useFinishWizard(props.settings);
  return (
    <>
      <FinishProblems missing={finish.missing} problem={finish.problem} />
      <WelcomeForm {...props} onDone={() => void finish.run()} finishing={finish.finishing} />
    </>
  );
};

const WelcomeForm = ({ settings, drafts, persona, onBack, onDone, finishing }: StepProps & { finishing: boolean }) => {
  const { LL } = useI18nContext();
  const initial = { text: drafts.welcomeMessage?.text ?? settings.welcomeMessage?.text ?? '' };
  const form = useStepForm(loadSchema, initial, keep);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const submit = form.handleSubmit((value) => run({ key: 'welcomeMessage', value }));
  return (
    <WizardFrame
      heading={LL.creator.welcome.heading()}
      intro={LL.creator.welcome.intro()}
      formId={formId}
      saving={saving || finishing}
      problem={problem}
      onBack={onBack}
      persona={persona}
      submitLabel={LL.creator.wizard.finish()}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField label={LL.creator.welcome.label()} error={form.formState.errors.text} helperText={limitTexts(LL).welcome} required>
          <Textarea {...form.register('text')} rows={4} autoresize />
        </FormField>
      </form>
    </WizardFrame>
  );
};
