import { Box, Container, HStack, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { Outlet, useLocation } from 'react-router';
import { useGetOnboarding } from '@/api/generated/endpoints/onboarding/onboarding';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { useI18nContext } from '@/i18n/i18n-react';
import { onboardingStepAt, onboardingStepCount } from '@/lib/onboarding-steps';

// Only the wizard shows a progress bar: this layout (and the progress machine and recipe,
// ~3 KB gzip) loads with the wizard's route instead of with every route.
registerSlotRecipes({ progress: progressSlotRecipe });

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
          <Progress.Root
            value={step}
            max={onboardingStepCount}
            size="sm"
            colorPalette="primary"
            mt="1"
            aria-label={LL.pages.onboarding.step({ step, total: onboardingStepCount })}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ) : null}
      <Outlet />
    </Container>
  );
};
