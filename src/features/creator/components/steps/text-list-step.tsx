import { toTextList } from '../../forms/step-values';
import { TextListSection, useTextListTexts, type TextListKind } from '../text-list-section';
import { WizardFrame } from '../wizard-frame';
import { useStepForm } from './step-form';
import { keepDraft, useStepSave, type StepProps } from './step-kit';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/step-schemas').then((module) => module.textListSchema);

const keepers = { mustKnowInfo: keepDraft('mustKnowInfo'), prohibitedTopics: keepDraft('prohibitedTopics') };

/** Step 6: facts the twin must know, or topics it avoids; each at least 10 characters, spaces not counted. */
export const TextListStep = ({ kind, settings, drafts, persona, onBack, onDone }: StepProps & { kind: TextListKind }) => {
  const text = useTextListTexts(kind);
  const saved = drafts[kind]?.items ?? settings[kind]?.items;
  const initial = { items: saved && saved.length > 0 ? saved : [''] };
  const form = useStepForm(loadSchema, initial, keepers[kind]);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const submit = form.handleSubmit((value) => run({ key: kind, value: toTextList(value) }));
  return (
    <WizardFrame heading={text.heading} intro={text.intro} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <TextListSection kind={kind} control={form.control} name="items" errors={form.formState.errors.items} />
      </form>
    </WizardFrame>
  );
};
