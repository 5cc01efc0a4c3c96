import { Box, HStack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import type { UsernameAvailabilityState } from '../hooks/use-username-availability';

/** The live answer to "is this username free?", with a one-click suggestion when it is not. */
export const UsernameStatus = ({ state, onUseSuggestion }: { state: UsernameAvailabilityState; onUseSuggestion: (name: string) => void }) => {
  const { LL } = useI18nContext();
  return (
    <Box role="status" aria-live="polite" fontSize="sm" minH="5" data-testid="username-status" data-status={state.status}>
      {state.status === 'checking' ? <Text color="fg.muted">{LL.profile.username.checking()}</Text> : null}
      {state.status === 'available' ? <Text color="success.fg">{LL.profile.username.available({ username: state.username })}</Text> : null}
      {state.status === 'taken' ? (
        <Box>
          <Text color="error.fg">{LL.profile.username.taken({ username: state.username })}</Text>
          {state.suggestion ? (
            <HStack gap="2" mt="1" wrap="wrap">
              <Text color="fg.muted">{LL.profile.username.suggestion()}</Text>
              <Button
                size="xs"
                variant="soft"
                borderRadius="full"
                aria-label={LL.profile.username.useSuggestion({ username: state.suggestion })}
                data-testid="username-suggestion"
                onClick={() => onUseSuggestion(state.suggestion as string)}
              >
                {state.suggestion}
              </Button>
            </HStack>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
};
