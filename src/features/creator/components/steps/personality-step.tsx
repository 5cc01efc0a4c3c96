import { Stack } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/textarea';
import { Controller } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../../forms/limits';
import { TraitPicker } from '../trait-picker';
import { WizardFrame } from '../wizard-frame';
import { useStepForm } from './step-form';
import { keepDraft, useStepSave, type StepProps } from './step-kit';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/step-schemas').then((module) => module.personalitySchema);

const keep = keepDraft('personality');

/** Step 3: traits, the creator's own words, how the twin writes, and private notes. */
export const PersonalityStep = ({ settings, drafts, persona, onBack, onDone }: StepProps) => {
  const { LL } = useI18nContext();
  const help = limitTexts(LL);
  const initial = { traits: [], description: '', expression: '', notes: '', ...settings.personality, ...drafts.personality };
  const form = useStepForm(loadSchema, initial, keep);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const { errors } = form.formState;
  const submit = form.handleSubmit((value) => run({ key: 'personality', value }));
  return (
    <WizardFrame heading={LL.creator.personality.heading()} intro={help.personalityIntro} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <Controller
            control={form.control}
            name="traits"
            render={({ field, fieldState }) => <TraitPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <FormField label={LL.creator.personality.description()} error={errors.description} helperText={help.description}>
            <Textarea {...form.register('description')} rows={3} autoresize />
          </FormField>
          <FormField label={LL.creator.personality.expression()} error={errors.expression} helperText={help.expression}>
            <Textarea {...form.register('expression')} rows={2} autoresize />
          </FormField>
          <FormField label={LL.creator.personality.notes()} error={errors.notes} helperText={help.notes}>
            <Textarea {...form.register('notes')} rows={3} autoresize />
          </FormField>
        </Stack>
      </form>
    </WizardFrame>
  );
};
