import { Box, Center, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { ChatStyle, OnboardingResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useI18nContext } from '@/i18n/i18n-react';
import { onboardingStepAt } from '@/lib/onboarding-steps';
import { useFirstScreenSettled } from '@/lib/use-first-screen-settled';
import type { StepProps } from '../components/steps/step-kit';
import { chatStyles, nextScreen, onboardingPath, previousScreen, type ScreenKey, type WizardScreen } from '../forms/wizard-screens';
import { usePreviewPersona } from '../hooks/use-preview-persona';
import { useOnboardingState } from '../hooks/use-onboarding';
import { useDrafts } from '../hooks/wizard-drafts';

// Each step is its own chunk: a screen loads its own step (the trait picker, the uploader… only
// where they are used), and once the first screen has settled the others load in the
// background, so that moving on never waits.
const stepModules = {
  start: () => import('../components/steps/start-step'),
  basicInformation: () => import('../components/steps/basic-information-step'),
  extroversion: () => import('../components/steps/extroversion-step'),
  personality: () => import('../components/steps/personality-step'),
  chatExample: () => import('../components/steps/chat-example-step'),
  emoji: () => import('../components/steps/emoji-step'),
  reaction: () => import('../components/steps/reaction-step'),
  textList: () => import('../components/steps/text-list-step'),
  media: () => import('../components/steps/media-step'),
  welcome: () => import('../components/steps/welcome-step'),
};
const StartStep = lazy(() => stepModules.start().then((m) => ({ default: m.StartStep })));
const BasicInformationStep = lazy(() => stepModules.basicInformation().then((m) => ({ default: m.BasicInformationStep })));
const ExtroversionStep = lazy(() => stepModules.extroversion().then((m) => ({ default: m.ExtroversionStep })));
const PersonalityStep = lazy(() => stepModules.personality().then((m) => ({ default: m.PersonalityStep })));
const ChatExampleStep = lazy(() => stepModules.chatExample().then((m) => ({ default: m.ChatExampleStep })));
const EmojiStep = lazy(() => stepModules.emoji().then((m) => ({ default: m.EmojiStep })));
const ReactionStep = lazy(() => stepModules.reaction().then((m) => ({ default: m.ReactionStep })));
const TextListStep = lazy(() => stepModules.textList().then((m) => ({ default: m.TextListStep })));
const MediaStep = lazy(() => stepModules.media().then((m) => ({ default: m.MediaStep })));
const WelcomeStep = lazy(() => stepModules.welcome().then((m) => ({ default: m.WelcomeStep })));

/** Loads every step's code once the first screen has settled (a failed load is retried by the step's own visit). */
const usePreloadSteps = () => {
  const settled = useFirstScreenSettled();
  useEffect(() => {
    if (settled) for (const load of Object.values(stepModules)) load().catch(() => undefined);
  }, [settled]);
};
const screenKeyFor = (handleKey: string, chatStyle: string | undefined): ScreenKey | 'start' | 'chatExampleIndex' => {
  switch (handleKey) {
    case 'basicInformation':
      return 'basicInformation';
    case 'extroversionSetting':
      return 'extroversion';
    case 'personalitySetting':
      return 'personality';
    case 'chatExample':
      return chatStyle ? `chatExample.${chatStyle as ChatStyle}` : 'chatExampleIndex';
    case 'emojiSetting':
      return 'emoji';
    case 'reactionSetting':
      return 'reaction';
    case 'mustKnowInfo':
      return 'mustKnowInfo';
    case 'prohibitedTopicSetting':
      return 'prohibitedTopics';
    case 'mediaUpload':
      return 'media';
    case 'welcomeMessageSetting':
      return 'welcomeMessage';
    default:
      return 'start';
  }
};

/** Every /onboarding route: the start screen or one wizard screen, from the server's saved answers. */
const StepLoading = () => {
  const { LL } = useI18nContext();
  return (
    <Center py="16" data-testid="step-loading">
      <LoadingSpinner size="lg" label={LL.shell.loading()} />
    </Center>
  );
};

export default function OnboardingStepPage() {
  const { LL } = useI18nContext();
  const { chatStyle } = useParams();
  const location = useLocation();
  const key = screenKeyFor(onboardingStepAt(location.pathname)?.key ?? 'start', chatStyle);
  const query = useOnboardingState();
  usePreloadSteps();

  if (query.isPending) return <StepLoading />;
  if (query.isError) {
    return (
      <Box mt="6">
        <FormAlert action={<Button size="sm" variant="outline" onClick={() => void query.refetch()}>{LL.creator.wizard.retry()}</Button>}>
          {LL.creator.wizard.loadFailed()}
        </FormAlert>
      </Box>
    );
  }
  const state = query.data;
  // The progress markers decide: an agent already exists, so the wizard is over.
  if (state.progress.agent !== 'before-onboarding') return <Navigate to="/my-agent" replace />;
  if (key === 'start') {
    return (
      <Suspense fallback={<StepLoading />}>
        <StartStep state={state} key={location.key} />
      </Suspense>
    );
  }
  if (key === 'chatExampleIndex') return <Navigate to={`/onboarding/chat-example/${chatStyles[0]}`} replace />;
  return <WizardScreenView screenKey={key} state={state} />;
}

const WizardScreenView = ({ screenKey, state }: { screenKey: ScreenKey; state: OnboardingResponse }) => {
  const navigate = useNavigate();
  const drafts = useDrafts();
  const { settings } = state;
  const persona = usePreviewPersona(
    {
      displayName: settings.basicInformation?.displayName,
      language: settings.basicInformation?.language,
      extroversionLevel: settings.extroversion?.level,
      personality: settings.personality,
      chatExamples: settings.chatExamples,
      emoji: settings.emoji,
      reaction: settings.reaction,
      mustKnowInfo: settings.mustKnowInfo?.items,
      prohibitedTopics: settings.prohibitedTopics?.items,
      welcomeMessage: settings.welcomeMessage?.text,
    },
    drafts,
  );
  const go = (screen: WizardScreen | undefined) => void navigate(onboardingPath(screen));
  const onBack = () => go(previousScreen(screenKey));
  const onDone = () => go(nextScreen(screenKey));

  const props: StepProps = { settings, drafts, persona, onBack, onDone };
  const view = (() => {
    if (screenKey.startsWith('chatExample.')) {
      const style = screenKey.slice('chatExample.'.length) as ChatStyle;
      return <ChatExampleStep key={style} style={style} {...props} />;
    }
    switch (screenKey) {
      case 'basicInformation':
        return <BasicInformationStep {...props} />;
      case 'extroversion':
        return <ExtroversionStep {...props} />;
      case 'personality':
        return <PersonalityStep {...props} />;
      case 'emoji':
        return <EmojiStep {...props} />;
      case 'reaction':
        return <ReactionStep {...props} />;
      case 'mustKnowInfo':
        return <TextListStep key="mustKnowInfo" kind="mustKnowInfo" {...props} />;
      case 'prohibitedTopics':
        return <TextListStep key="prohibitedTopics" kind="prohibitedTopics" {...props} />;
      case 'media':
        return <MediaStep {...props} />;
      default:
        // The last screen finishes the wizard (and shows what stops it) itself.
        return <WelcomeStep {...props} />;
    }
  })();

  return (
    <Stack gap="4">
      {/* One boundary per screen: a step not loaded yet shows the spinner, not the previous step. */}
      <Suspense key={screenKey} fallback={<StepLoading />}>
        {view}
      </Suspense>
    </Stack>
  );
};
