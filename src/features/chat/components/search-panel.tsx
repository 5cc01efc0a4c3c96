import { Box, CloseButton, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchMessages } from '@/api/generated/endpoints/chat/chat';
import type { Message } from '@/api/generated/model';
import { searchMessagesQueryQMax } from '@/api/generated/limits/chat';
import { useI18nContext } from '@/i18n/i18n-react';

/** Search inside this conversation; picking a result shows it in the history. */
export const SearchPanel = ({ agentName, onClose, onPick }: { agentName: string; onClose: () => void; onPick: (message: Message) => void }) => {
  const { LL, locale } = useI18nContext();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The panel opens because the fan asked to search: the field takes the focus.
  useEffect(() => input.current?.focus(), []);
  const deferred = useDeferredValue(query.trim());
  const search = useSearchMessages(agentName, { q: deferred }, { query: { enabled: deferred.length > 0, staleTime: 10_000 } });
  const items = search.data?.items ?? [];
  return (
    <Stack gap="2" px={{ base: '3', md: '4' }} py="2" borderBottomWidth="1px" bg="bg.subtle" role="search" data-testid="search-panel">
      <HStack>
        <Input
          ref={input}
          size="sm"
          value={query}
          maxLength={searchMessagesQueryQMax}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={LL.chat.search.placeholder()}
          aria-label={LL.chat.search.label()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onClose();
          }}
          data-testid="search-input"
        />
        <CloseButton size="sm" aria-label={LL.chat.search.close()} onClick={onClose} />
      </HStack>
      {deferred ? (
        <Box maxH="40vh" overflowY="auto" aria-live="polite">
          {search.isLoading ? (
            <Spinner size="sm" />
          ) : search.isError ? (
            <Text fontSize="sm" color="fg.error">
              {LL.chat.search.error()}
            </Text>
          ) : items.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {LL.chat.search.none({ query: deferred })}
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" aria-label={LL.chat.search.results({ count: items.length })}>
              {items.map((m) => (
                <li key={m.id}>
                  <Box
                    as="button"
                    w="full"
                    textAlign="start"
                    px="2"
                    py="1.5"
                    borderRadius="md"
                    _hover={{ bg: 'bg.muted' }}
                    onClick={() => onPick(m)}
                    data-testid="search-result"
                  >
                    <Text fontSize="xs" color="fg.muted">
                      {new Date(m.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
                    </Text>
                    <Text fontSize="sm" lineClamp={2}>
                      {m.text}
                    </Text>
                  </Box>
                </li>
              ))}
            </Stack>
          )}
        </Box>
      ) : null}
    </Stack>
  );
};
