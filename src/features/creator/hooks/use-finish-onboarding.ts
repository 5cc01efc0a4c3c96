import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeOnboarding, getGetOnboardingQueryKey } from '@/api/generated/endpoints/onboarding/onboarding';
import { getGetMyAgentQueryKey } from '@/api/generated/endpoints/my-agent/my-agent';
import { storeAgentIds } from '@/lib/session';
import { rememberProgress } from './use-onboarding';

/** Turns the finished wizard into a draft agent: the session now knows the user owns it. */
export const useFinishOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeOnboarding(),
    onSuccess: (mine) => {
      storeAgentIds([mine.agent.id]);
      rememberProgress(mine.progress);
      queryClient.setQueryData(getGetMyAgentQueryKey(), mine);
      void queryClient.invalidateQueries({ queryKey: getGetOnboardingQueryKey() });
    },
  });
};
