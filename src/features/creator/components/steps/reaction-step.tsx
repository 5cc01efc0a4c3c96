import { useId, type FormEvent } from 'react';
import type { ReactionSetting } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { maxReactions } from '../../forms/emoji-rules';
import { setDraft } from '../../hooks/wizard-drafts';
import { ReactionEditor } from '../expression-editors';
import { WizardFrame } from '../wizard-frame';
import { useStepSave, type StepProps } from './step-kit';

/** Step 5b: the reactions the twin says often. */
export const ReactionStep = ({ settings, drafts, persona, onBack, onDone }: StepProps) => {
  const { LL } = useI18nContext();
  const value: ReactionSetting = drafts.reaction ?? settings.reaction ?? { reactions: [] };
  const { run, saving, problem } = useStepSave(onDone);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ key: 'reaction', value });
  };
  return (
    <WizardFrame heading={LL.creator.reaction.heading()} intro={LL.creator.reaction.intro({ max: maxReactions })} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <ReactionEditor value={value.reactions} onChange={(reactions) => setDraft('reaction', { reactions })} />
      </form>
    </WizardFrame>
  );
};
