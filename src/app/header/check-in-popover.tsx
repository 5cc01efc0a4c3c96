import { Box, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { claimCheckIn, getGetCheckInStatusQueryKey, useGetCheckInStatus } from '@/api/generated/endpoints/check-in/check-in';
import type { CheckInStatus, CheckInStatusResponse } from '@/api/generated/model';
import { applyWallet } from '@/api/wallet-cache';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { clock, useTimeLeft } from '@/lib/countdown';
import { errorMessage } from '@/lib/error-message';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { CheckInTrigger } from './check-in-trigger';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { headerOverlayPositioning } from './header-overlay-positioning';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

registerSlotRecipes({ popover: popoverSlotRecipe });

const Days = ({ status }: { status: CheckInStatus }) => {
  const { LL } = useI18nContext();
  const todayIndex = status.checkedInToday ? -1 : status.days.findIndex((d) => !d.claimed);
  return (
    <ColumnGrid as="ol" columns={7} gap="1" listStyleType="none" aria-label={LL.money.checkIn.title()}>
      {status.days.map((d, i) => {
        const state = d.claimed ? LL.money.checkIn.claimedState() : i === todayIndex ? LL.money.checkIn.todayState() : LL.money.checkIn.upcomingState();
        return (
          <Stack
            as="li"
            key={d.day}
            align="center"
            gap="0.5"
            py="1.5"
            borderRadius="md"
            borderWidth="1px"
            borderColor={i === todayIndex ? 'primary.solid' : 'border'}
            bg={d.claimed ? 'primary.subtle' : undefined}
            aria-label={LL.money.checkIn.dayReward({ day: d.day, count: d.rewardPoints, state })}
          >
            <Text fontSize="2xs" color="fg.muted" aria-hidden="true">
              {LL.money.checkIn.day({ day: d.day })}
            </Text>
            <Text fontSize="xs" fontWeight="bold" aria-hidden="true">
              {d.claimed ? '✓' : `+${d.rewardPoints}`}
            </Text>
          </Stack>
        );
      })}
    </ColumnGrid>
  );
};

const ComeBack = ({ status, onReset }: { status: CheckInStatus; onReset: () => void }) => {
  const { LL } = useI18nContext();
  const left = useTimeLeft(status.nextResetAt);
  useEffect(() => {
    if (left === 0) onReset();
  }, [left, onReset]);
  return (
    <Stack gap="1" data-testid="check-in-claimed">
      <Text fontWeight="semibold" color="success.fg">
        {LL.money.checkIn.claimed({ count: status.todayRewardPoints })}
      </Text>
      <Text fontSize="sm">{LL.money.checkIn.comeBack()}</Text>
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="check-in-countdown">
        {LL.money.checkIn.nextIn({ time: clock(left) })}
      </Text>
    </Stack>
  );
};

/**
 * The daily check-in panel, in the header where a fan sees it every day: the streak, the week's
 * rewards, today's reward and its claim; after claiming, "come back tomorrow" with a countdown.
 * The claim is a money action: one Idempotency-Key per intent, one request however often it
 * is pressed, and the server refuses a second claim (AlreadyClaimed). Loaded on demand (./check-in.tsx).
 */
export const CheckInPopover = ({ defaultOpen }: { defaultOpen?: boolean }) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const query = useGetCheckInStatus();
  const status = query.data?.checkIn;

  const claim = useMoneyAction(
    useCallback(
      async (key: string) => {
        const result = await claimCheckIn({ 'Idempotency-Key': key });
        queryClient.setQueryData<CheckInStatusResponse>(getGetCheckInStatusQueryKey(), { checkIn: result.checkIn });
        applyWallet(queryClient, result.wallet);
        return result;
      },
      [queryClient],
    ),
  );

  const onClaim = async () => {
    const result = await claim.run();
    if (result) showToast({ message: LL.money.checkIn.done({ count: result.rewardPoints, balance: result.wallet.points }) });
  };

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: getGetCheckInStatusQueryKey() }), [queryClient]);
  // Already claimed elsewhere (another tab): show the claimed state rather than an error.
  const alreadyClaimed = isApiError(claim.error, 'AlreadyClaimed');
  useEffect(() => {
    if (alreadyClaimed) refresh();
  }, [alreadyClaimed, refresh]);

  if (!status) return null;
  const waiting = !status.checkedInToday;
  return (
    <Popover.Root positioning={headerOverlayPositioning} lazyMount defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <CheckInTrigger status={status} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 1.5rem)', sm: '22rem' }} css={japanesePhrases} data-testid="check-in-panel">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="3">
                {/* The title keeps its one line ("デイリーチェックイン" broke in two beside a long
                    Japanese streak line); the streak wraps instead, against the end. */}
                <HStack justify="space-between" align="baseline" gap="3">
                  <Popover.Title fontWeight="bold" flexShrink="0" whiteSpace="nowrap">
                    {LL.money.checkIn.title()}
                  </Popover.Title>
                  <Text fontSize="sm" color="primary.fg" fontWeight="semibold" textAlign="end" data-testid="check-in-streak">
                    {status.streak > 0 ? LL.money.checkIn.streak({ count: status.streak }) : LL.money.checkIn.noStreak()}
                  </Text>
                </HStack>
                <Days status={status} />
                <Box aria-live="polite">
                  {waiting ? (
                    <Stack gap="2">
                      <Text fontWeight="semibold">{LL.money.checkIn.todayReward({ count: status.todayRewardPoints })}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {LL.money.checkIn.free()}
                      </Text>
                      {claim.error && !alreadyClaimed ? <FormAlert>{errorMessage(LL, claim.error)}</FormAlert> : null}
                      <Button onClick={onClaim} data-testid="check-in-claim">
                        {claim.error && !alreadyClaimed ? LL.money.retry() : LL.money.checkIn.claim({ count: status.todayRewardPoints })}
                      </Button>
                    </Stack>
                  ) : (
                    <ComeBack status={status} onReset={refresh} />
                  )}
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
};
