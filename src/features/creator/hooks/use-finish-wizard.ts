import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { getGetOnboardingQueryKey } from '@/api/generated/endpoints/onboarding/onboarding';
import type { OnboardingResponse, OnboardingSettings } from '@/api/generated/model';
import { missingScreens, type WizardScreen } from '../forms/wizard-screens';
import { useFinishOnboarding } from './use-finish-onboarding';

/**
 * Finishing the wizard from its last screen: on success the creator lands on /my-agent; when the
 * server says answers are missing, the screens still to answer; any other failure, as it came.
 * `settings` stands in for the saved answers until the cache has them.
 */
export const useFinishWizard = (settings: OnboardingSettings) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finish = useFinishOnboarding();
  const [missing, setMissing] = useState<WizardScreen[]>([]);
  const [problem, setProblem] = useState<unknown>(null);

  const run = async () => {
    setProblem(null);
    try {
      await finish.mutateAsync();
      void navigate('/my-agent', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.name === 'ValidationFailed') {
        // The cache, not this render's copy: the welcome message was saved a moment ago.
        const latest = queryClient.getQueryData<OnboardingResponse>(getGetOnboardingQueryKey())?.settings ?? settings;
        setMissing(missingScreens(latest));
        return;
      }
      setProblem(error);
    }
  };
  return { run, finishing: finish.isPending, missing, problem };
};
