import { useState, type FormEvent } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { extroversionLevels } from '../extroversion-levels';
import { ExtroversionScale } from '../extroversion-scale';
import { WizardFrame } from '../wizard-frame';
import { keepDraft, useStepSave, type StepProps } from './step-kit';

const keep = keepDraft('extroversion');

/** A level the scale offers, or undefined (a draft from storage is not trusted). */
const offeredLevel = (level: unknown): number | undefined => extroversionLevels.find((offered) => offered === level);

/**
 * Step 2: where the twin sits between Very Shy and Very Outgoing. One choice among the scale's
 * levels, which cannot be invalid, so the screen is a plain form without react-hook-form (15 KB
 * gzip); the server checks the level against the contract when it is saved.
 */
export const ExtroversionStep = ({ settings, drafts, persona, onBack, onDone }: StepProps) => {
  const { LL } = useI18nContext();
  const [level, setLevel] = useState(() => offeredLevel(drafts.extroversion?.level) ?? offeredLevel(settings.extroversion?.level) ?? 3);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const choose = (next: number) => {
    setLevel(next);
    keep({ level: next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void run({ key: 'extroversion', value: { level } });
  };
  return (
    <WizardFrame heading={LL.creator.extroversion.heading()} intro={LL.creator.extroversion.intro()} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <ExtroversionScale value={level} onChange={choose} />
      </form>
    </WizardFrame>
  );
};
