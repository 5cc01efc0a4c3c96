import { Box, Code, Drawer, Heading, IconButton, Link, Portal, Stack, Table, Text, CloseButton } from '@chakra-ui/react';
import { codeRecipe, drawerSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerRecipes, registerSlotRecipes } from '@/components/ui/recipes';

registerRecipes({ code: codeRecipe });
registerSlotRecipes({ drawer: drawerSlotRecipe, table: tableSlotRecipe });

// Mock mode only (loaded lazily by the root layout): reset the mock database to its seed,
// read the "e-mails" the mock sent (verification codes, reset links), list the demo accounts.
interface OutboxItem {
  id: string;
  to: string;
  kind: string;
  subject: string;
  /** A verification code, or a link path such as `/reset-password#token=…`. */
  payload: unknown;
  createdAt: string;
}
interface DemoAccount {
  email: string;
  /** Null for the Google-only account. */
  password: string | null;
  role: string;
  description: string;
}

/** A mail whose payload is a path on this site (a reset link) is followed with one click. */
const isAppLink = (payload: unknown): payload is string =>
  typeof payload === 'string' && payload.startsWith('/') && !payload.startsWith('//');

const getJson = async <T,>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
};

const WrenchIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
  </svg>
);

export default function MockTools() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutboxItem[] | null>(null);
  const [accounts, setAccounts] = useState<DemoAccount[] | null>(null);

  const failed = useCallback(() => showToast({ type: 'error', message: LL.mockTools.failed() }), [LL]);
  const load = useCallback(async () => {
    try {
      const [box, list] = await Promise.all([
        getJson<{ items: OutboxItem[] }>('/__mock/outbox'),
        getJson<{ items: DemoAccount[] }>('/__mock/accounts'),
      ]);
      setOutbox(box.items);
      setAccounts(list.items);
    } catch {
      failed();
    }
  }, [failed]);

  const reset = async () => {
    try {
      await getJson('/__mock/reset', { method: 'POST' });
      // Everything on screen (the header's balance, the chats) came from the old data.
      await queryClient.invalidateQueries();
      showToast({ message: LL.mockTools.resetDone() });
      await load();
    } catch {
      failed();
    }
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={({ open: next }) => {
        setOpen(next);
        if (next) void load();
      }}
      placement="end"
      size="md"
    >
      {/* On phones a floating button covered form labels ("Date of birth"): there it sits in the
          page's own flow, below the footer, and covers nothing. Wider screens have room for a
          small floating button in the corner, above the footer. */}
      <Box
        display="flex"
        justifyContent="center"
        py={{ base: '3', md: '0' }}
        position={{ base: 'static', md: 'fixed' }}
        left={{ md: '3' }}
        bottom={{ md: '16' }}
        zIndex={{ md: 'docked' }}
        data-testid="mock-tools-dock"
      >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={LL.mockTools.open()}
          title={LL.mockTools.open()}
          size="sm"
          colorPalette="neutral"
          variant="solid"
          borderRadius="full"
          data-testid="mock-tools-open"
        >
          <WrenchIcon />
        </IconButton>
      </Drawer.Trigger>
      </Box>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{LL.mockTools.title()}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Stack direction="row" gap="2">
                  <Button color="warning" variant="solid" size="sm" onClick={reset} data-testid="mock-reset">
                    {LL.mockTools.reset()}
                  </Button>
                  <Button color="neutral" variant="outline" size="sm" onClick={load}>
                    {LL.mockTools.refresh()}
                  </Button>
                </Stack>
                <Box>
                  <Heading as="h2" size="md" mb="2">
                    {LL.mockTools.outbox()}
                  </Heading>
                  {outbox && outbox.length === 0 ? <Text color="fg.muted">{LL.mockTools.outboxEmpty()}</Text> : null}
                  <Stack gap="3" data-testid="mock-outbox">
                    {(outbox ?? [])
                      .slice()
                      .reverse()
                      .map((item) => (
                        <Box key={item.id} borderWidth="1px" borderRadius="md" p="2" fontSize="sm">
                          <Text fontWeight="semibold">{item.subject}</Text>
                          <Text color="fg.muted">{LL.mockTools.to({ to: item.to })}</Text>
                          {isAppLink(item.payload) ? (
                            <Link asChild colorPalette="primary" color="colorPalette.fg" mt="1" wordBreak="break-all" textDecoration="underline">
                              <RouterLink to={item.payload} onClick={() => setOpen(false)} data-testid="mock-outbox-link">
                                {item.payload}
                              </RouterLink>
                            </Link>
                          ) : (
                            <Code display="block" whiteSpace="pre-wrap" mt="1" p="1">
                              {JSON.stringify(item.payload, null, 2)}
                            </Code>
                          )}
                        </Box>
                      ))}
                  </Stack>
                </Box>
                <Box>
                  <Heading as="h2" size="md" mb="2">
                    {LL.mockTools.accounts()}
                  </Heading>
                  <Table.Root size="sm" data-testid="mock-accounts">
                    <Table.Body>
                      {(accounts ?? []).map((account) => (
                        <Table.Row key={account.email}>
                          <Table.Cell>
                            <Text fontWeight="medium">{account.email}</Text>
                            <Text color="fg.muted">
                              {account.password === null ? LL.mockTools.googleOnly() : LL.mockTools.password({ password: account.password })}
                            </Text>
                          </Table.Cell>
                          <Table.Cell>{account.role}</Table.Cell>
                          <Table.Cell>{account.description}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LL.shell.close()} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
