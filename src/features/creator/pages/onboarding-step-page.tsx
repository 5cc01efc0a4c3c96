import { Text } from '@chakra-ui/react';
import { useMatches, useParams } from 'react-router';
import { isOnboardingHandle } from '@/lib/onboarding-steps';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useI18nContext } from '@/i18n/i18n-react';

// Placeholder for every onboarding step until the onboarding issue builds them.
export default function OnboardingStepPage() {
  const { LL } = useI18nContext();
  const { chatStyle } = useParams();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isOnboardingHandle)
    .at(-1);
  const stepName = handle ? LL.pages.onboarding.steps[handle.key]() : LL.pages.titles.onboarding();
  const style = chatStyle && chatStyle in LL.pages.onboarding.chatStyles ? LL.pages.onboarding.chatStyles[chatStyle as keyof typeof LL.pages.onboarding.chatStyles]() : null;
  return (
    <PlaceholderPage title={style ? `${stepName}: ${style}` : stepName} area={LL.pages.areas.onboarding()}>
      {style ? <Text data-testid="chat-style">{style}</Text> : null}
    </PlaceholderPage>
  );
}
