import { Box, Container, HStack, Text } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { useGetOnboarding } from '@/api/generated/endpoints/onboarding/onboarding';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useI18nContext } from '@/i18n/i18n-react';
import { onboardingStepAt, onboardingStepCount } from '@/lib/onboarding-steps';

// The wizard's step bar only shows where the user is (ProgressBar, without Ark's state machine).

/** onboarding: the creator wizard with its step indicator. */
export const OnboardingLayout = () => {
  const { LL } = useI18nContext();
  const step = onboardingStepAt(useLocation().pathname)?.step ?? null;
  // The server's record of the steps saved so far (the page has already loaded it).
  const saved = useGetOnboarding({ query: { staleTime: 30_000, enabled: step !== null } }).data?.progress.completedSteps.length;
  return (
    <Container maxW="6xl" py="4" data-layout="onboarding">
      {step !== null ? (
        <Box data-testid="onboarding-step">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {LL.creator.onboarding.step({ step, total: onboardingStepCount })}
            </Text>
            {saved !== undefined ? (
              <Text fontSize="sm" color="fg.muted" data-testid="onboarding-saved">
                {LL.creator.wizard.stepProgress({ done: saved, total: onboardingStepCount })}
              </Text>
            ) : null}
          </HStack>
          <ProgressBar value={step} max={onboardingStepCount} label={LL.creator.onboarding.step({ step, total: onboardingStepCount })} mt="1" />
        </Box>
      ) : null}
      <Outlet />
    </Container>
  );
};
