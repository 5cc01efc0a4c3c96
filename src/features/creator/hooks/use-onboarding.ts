import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getGetOnboardingQueryKey,
  saveOnboardingBasicInformation,
  saveOnboardingChatExample,
  saveOnboardingEmoji,
  saveOnboardingExtroversion,
  saveOnboardingMustKnowInfo,
  saveOnboardingPersonality,
  saveOnboardingProhibitedTopics,
  saveOnboardingReaction,
  saveOnboardingWelcomeMessage,
  useGetOnboarding,
} from '@/api/generated/endpoints/onboarding/onboarding';
import type {
  BasicInformation,
  ChatExampleSetting,
  ChatStyle,
  EmojiSetting,
  ExtroversionSetting,
  OnboardingResponse,
  PersonalitySetting,
  Progress,
  ReactionSetting,
  TextListSetting,
  WelcomeMessageSetting,
} from '@/api/generated/model';
import { setAgentProgress, setOnboardingProgress } from '@/lib/session';
import { clearDraft, setChatExampleDraft } from './wizard-drafts';

/** Keeps the spec's two progress markers in step with what the server says. */
export const rememberProgress = (progress: Progress): void => {
  setOnboardingProgress(progress.onboarding);
  setAgentProgress(progress.agent);
};

/** The wizard's saved answers and progress (the server's copy: the same on every device). */
export const useOnboardingState = () => {
  const query = useGetOnboarding({ query: { staleTime: 30_000 } });
  const progress = query.data?.progress;
  useEffect(() => {
    if (progress) rememberProgress(progress);
  }, [progress]);
  return query;
};

export type StepSave =
  | { key: 'basicInformation'; value: BasicInformation }
  | { key: 'extroversion'; value: ExtroversionSetting }
  | { key: 'personality'; value: PersonalitySetting }
  | { key: 'chatExample'; style: ChatStyle; value: ChatExampleSetting }
  | { key: 'emoji'; value: EmojiSetting }
  | { key: 'reaction'; value: ReactionSetting }
  | { key: 'mustKnowInfo'; value: TextListSetting }
  | { key: 'prohibitedTopics'; value: TextListSetting }
  | { key: 'welcomeMessage'; value: WelcomeMessageSetting };

const send = (save: StepSave): Promise<OnboardingResponse> => {
  switch (save.key) {
    case 'basicInformation':
      return saveOnboardingBasicInformation(save.value);
    case 'extroversion':
      return saveOnboardingExtroversion(save.value);
    case 'personality':
      return saveOnboardingPersonality(save.value);
    case 'chatExample':
      return saveOnboardingChatExample(save.style, save.value);
    case 'emoji':
      return saveOnboardingEmoji(save.value);
    case 'reaction':
      return saveOnboardingReaction(save.value);
    case 'mustKnowInfo':
      return saveOnboardingMustKnowInfo(save.value);
    case 'prohibitedTopics':
      return saveOnboardingProhibitedTopics(save.value);
    case 'welcomeMessage':
      return saveOnboardingWelcomeMessage(save.value);
  }
};

/** Saves one screen: the answer goes into the cached state and the screen's draft is dropped. */
export const useSaveStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state, save) => {
      queryClient.setQueryData(getGetOnboardingQueryKey(), state);
      rememberProgress(state.progress);
      if (save.key === 'chatExample') setChatExampleDraft(save.style, undefined);
      else clearDraft(save.key);
    },
  });
};
