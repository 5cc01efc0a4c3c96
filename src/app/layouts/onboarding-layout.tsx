import { Box, Container, HStack, Text } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { useGetOnboarding } from '@/api/generated/endpoints/onboarding/onboarding';
import { useI18nContext } from '@/i18n/i18n-react';
import { onboardingStepAt, onboardingStepCount } from '@/lib/onboarding-steps';

// The wizard's step bar only shows where the user is: nothing in it moves on its own or
// takes input, so it is a plain bar with the progressbar role and Chakra's progress look
// (size sm, outline, rounded). Chakra's Progress would bring its state machine (~6.6 KB
// gzip with zag's React bindings) to every wizard route.

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
              {LL.pages.onboarding.step({ step, total: onboardingStepCount })}
            </Text>
            {saved !== undefined ? (
              <Text fontSize="sm" color="fg.muted" data-testid="onboarding-saved">
                {LL.creator.wizard.stepProgress({ done: saved, total: onboardingStepCount })}
              </Text>
            ) : null}
          </HStack>
          <Box
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={onboardingStepCount}
            aria-valuenow={step}
            aria-label={LL.pages.onboarding.step({ step, total: onboardingStepCount })}
            mt="1"
            h="2"
            bg="bg.muted"
            shadow="inset"
            borderRadius="l1"
            overflow="hidden"
          >
            <Box h="full" w={`${(step / onboardingStepCount) * 100}%`} bg="primary.solid" transitionProperty="width" transitionDuration="slow" />
          </Box>
        </Box>
      ) : null}
      <Outlet />
    </Container>
  );
};
