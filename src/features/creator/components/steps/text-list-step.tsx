import { Controller, type FieldError } from 'react-hook-form';
import { useI18nContext } from '@/i18n/i18n-react';
import { textListSchema, toTextList } from '../../forms/step-schemas';
import { keepDraft } from './step-kit';
import { TextListEditor } from '../text-list-editor';
import { WizardFrame } from '../wizard-frame';
import { useStepForm, useStepSave, type StepProps } from './step-kit';

const keepers = { mustKnowInfo: keepDraft('mustKnowInfo'), prohibitedTopics: keepDraft('prohibitedTopics') };

/** Step 6: facts the twin must know, or topics it avoids; each at least 10 characters, spaces not counted. */
export const TextListStep = ({ kind, settings, drafts, persona, onBack, onDone }: StepProps & { kind: 'mustKnowInfo' | 'prohibitedTopics' }) => {
  const { LL } = useI18nContext();
  const text = kind === 'mustKnowInfo' ? LL.creator.mustKnow : LL.creator.prohibited;
  const saved = drafts[kind]?.items ?? settings[kind]?.items;
  const initial = { items: saved && saved.length > 0 ? saved : [''] };
  const form = useStepForm(textListSchema, initial, keepers[kind]);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const submit = form.handleSubmit((value) => run({ key: kind, value: toTextList(value) }));
  return (
    <WizardFrame heading={text.heading()} intro={text.intro()} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="items"
          render={({ field }) => (
            <TextListEditor
              label={text.heading()}
              placeholder={text.placeholder()}
              items={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errors={form.formState.errors.items as (FieldError | undefined)[] | undefined}
            />
          )}
        />
      </form>
    </WizardFrame>
  );
};
