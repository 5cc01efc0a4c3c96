import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { OnboardingResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { onboardingPath, resumeScreen, wizardScreens } from '../../forms/wizard-screens';
import { replaceDrafts } from '../../hooks/wizard-drafts';
import { CardImportButton } from '../card-import-button';
import { useScreenName } from '../screen-name';

/** The wizard's start: what it does, start or continue, or begin from a character card. */
export const StartStep = ({ state }: { state: OnboardingResponse }) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const screenName = useScreenName();
  const started = state.progress.onboarding === 'in-progress';
  const resume = resumeScreen(state.settings);
  return (
    <Stack gap="6" mt="4" maxW="2xl">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {LL.creator.start.heading()}
        </Heading>
        <Text color="fg.muted">{LL.creator.start.intro()}</Text>
      </Stack>
      <Stack gap="2" align="flex-start">
        <Button size="lg" onClick={() => navigate(started ? onboardingPath(resume) : onboardingPath(wizardScreens[0]))}>
          {started ? LL.creator.start.resume() : LL.creator.start.begin()}
        </Button>
        {started ? (
          <Text fontSize="sm" color="fg.muted">
            {LL.creator.start.resumeHint({ step: screenName(resume.key) })}
          </Text>
        ) : null}
      </Stack>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="3">
            <Heading as="h2" size="md">
              {LL.creator.start.importHeading()}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {LL.creator.start.importIntro()}
            </Text>
            <CardImportButton
              label={LL.creator.start.importButton()}
              onCard={({ drafts }) => {
                replaceDrafts(drafts);
                showToast({ message: LL.creator.start.imported() });
                void navigate(onboardingPath(wizardScreens[0]));
              }}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
};
