import { Stack } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../../forms/limits';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { WizardFrame } from '../wizard-frame';
import { useStepForm } from './step-form';
import { keepDraft, useStepSave, type StepProps } from './step-kit';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/step-schemas').then((module) => module.basicInformationSchema);

const keep = keepDraft('basicInformation');

/** Step 1: the handle, the display name, a short introduction and the twin's language. */
export const BasicInformationStep = ({ settings, drafts, persona, onBack, onDone }: StepProps) => {
  const { LL, locale } = useI18nContext();
  const saved = settings.basicInformation;
  const initial = { agentName: '', displayName: '', bio: '', language: locale, ...saved, ...drafts.basicInformation };
  const form = useStepForm(loadSchema, initial, keep);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const { errors } = form.formState;
  const agentName = form.watch('agentName');
  const submit = form.handleSubmit((value) =>
    run({ key: 'basicInformation', value }, (error) => applyServerError(error, form.setError, { UsernameTaken: 'agentName' }, ['agentName', 'displayName', 'bio', 'language'])),
  );
  return (
    <WizardFrame heading={LL.creator.basic.heading()} intro={LL.creator.basic.intro()} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label={LL.creator.basic.agentName()} error={errors.agentName} helperText={limitTexts(LL).agentName(agentName || 'your_name')} required>
            <Input {...form.register('agentName')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField label={LL.creator.basic.displayName()} error={errors.displayName} helperText={limitTexts(LL).displayName} required>
            <Input {...form.register('displayName')} autoComplete="off" />
          </FormField>
          <FormField label={LL.creator.basic.bio()} error={errors.bio} helperText={limitTexts(LL).bio}>
            <Textarea {...form.register('bio')} rows={3} autoresize />
          </FormField>
          <FormField label={LL.creator.basic.language()} error={errors.language} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('language')}>
                <option value="en">English</option>
                <option value="ja">日本語</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Stack>
      </form>
    </WizardFrame>
  );
};
