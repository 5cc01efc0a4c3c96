import { Stack } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import type { EmojiSetting } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { maxEmojis } from '../../forms/emoji-rules';
import { setDraft } from '../../hooks/wizard-drafts';
import { EmojiEditor, EmojiFrequencyPicker } from '../expression-editors';
import { WizardFrame } from '../wizard-frame';
import { useStepSave, type StepProps } from './step-kit';

/** Step 5a: the emojis the twin uses and how often. */
export const EmojiStep = ({ settings, drafts, persona, onBack, onDone }: StepProps) => {
  const { LL } = useI18nContext();
  const value: EmojiSetting = drafts.emoji ?? settings.emoji ?? { emojis: [], frequency: 'SOMETIMES' };
  const update = (next: EmojiSetting) => setDraft('emoji', next);
  const { run, saving, problem } = useStepSave(onDone);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ key: 'emoji', value });
  };
  return (
    <WizardFrame heading={LL.creator.emoji.heading()} intro={LL.creator.emoji.intro({ max: maxEmojis })} formId={formId} saving={saving} problem={problem} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="5">
          <EmojiEditor value={value.emojis} onChange={(emojis) => update({ ...value, emojis })} />
          <EmojiFrequencyPicker value={value.frequency} onChange={(frequency) => update({ ...value, frequency })} />
        </Stack>
      </form>
    </WizardFrame>
  );
};
