import { Text } from '@chakra-ui/react';
import type { ChatExampleSetting, ChatStyle } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../../forms/limits';
import { chatStyles } from '../../forms/wizard-screens';
import { setChatExampleDraft } from '../../hooks/wizard-drafts';
import { ChatExampleFields } from '../chat-example-fields';
import { WizardFrame } from '../wizard-frame';
import { useStepForm } from './step-form';
import { useStepSave, type StepProps } from './step-kit';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../../forms/step-schemas').then((module) => module.chatExampleSchema);

const keepers = Object.fromEntries(chatStyles.map((style) => [style, (values: unknown) => setChatExampleDraft(style, values as ChatExampleSetting)])) as Record<
  ChatStyle,
  (values: unknown) => void
>;

/** Step 4, one screen per chat style: example exchanges in the creator's voice. */
export const ChatExampleStep = ({ style, settings, drafts, persona, onBack, onDone }: StepProps & { style: ChatStyle }) => {
  const { LL } = useI18nContext();
  const initial: ChatExampleSetting = drafts.chatExamples?.[style] ?? settings.chatExamples[style] ?? { examples: [{ fanMessage: '', agentReply: '' }] };
  const form = useStepForm(loadSchema, initial, keepers[style]);
  const { run, saving, problem, formId } = useStepSave(onDone);
  const submit = form.handleSubmit((value) => run({ key: 'chatExample', style, value }));
  const styleName = LL.creator.onboarding.chatStyles[style]();
  return (
    <WizardFrame
      key={style}
      heading={LL.creator.chatExample.heading({ style: styleName })}
      intro={
        <>
          {LL.creator.chatExample.styleHelp[style]()} {limitTexts(LL).chatExampleIntro}
        </>
      }
      formId={formId}
      saving={saving}
      problem={problem}
      onBack={onBack}
      onSkip={onDone}
      persona={persona}
    >
      <Text fontSize="sm" color="fg.muted">
        {LL.creator.chatExample.styleOf({ n: chatStyles.indexOf(style) + 1, total: chatStyles.length })}
      </Text>
      <form id={formId} onSubmit={submit} noValidate>
        <ChatExampleFields control={form.control} register={form.register} errors={form.formState.errors} />
      </form>
    </WizardFrame>
  );
};
