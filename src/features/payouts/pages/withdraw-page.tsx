import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { AfterFirstScreen } from '@/lib/use-first-screen-settled';
import { BankInfoSection } from '../components/bank-info-section';
import { PayoutRequestSection } from '../components/payout-request-section';

// The history of payouts is the bottom of the page, below the fold on a phone: its table loads
// once the first screen has settled, a skeleton holding its place.
const PayoutHistorySection = lazy(() => import('../components/payout-history-section').then((module) => ({ default: module.PayoutHistorySection })));
const historyFallback = <Skeleton height="48" borderRadius="l3" data-testid="payout-history-loading" />;

/** /my-agent/statistics/withdraw, titled "Banking": where earnings go, asking for them, and what was paid. */
export default function WithdrawPage() {
  const { LL } = useI18nContext();
  return (
    <Stack gap="5" pt="3">
      <title>{`${LL.payouts.titles.withdraw()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.payouts.titles.withdraw()}
        </Heading>
        <Text color="fg.muted">{LL.payouts.intro()}</Text>
      </Stack>
      <PayoutRequestSection />
      <BankInfoSection />
      <AfterFirstScreen fallback={historyFallback}>
        <PayoutHistorySection />
      </AfterFirstScreen>
    </Stack>
  );
}
