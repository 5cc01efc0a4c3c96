import { Heading, Stack, Text } from '@chakra-ui/react';
import { useI18nContext } from '@/i18n/i18n-react';
import { BankInfoSection } from '../components/bank-info-section';
import { PayoutHistorySection } from '../components/payout-history-section';
import { PayoutRequestSection } from '../components/payout-request-section';

/** /my-agent/statistics/withdraw, titled "Banking": where earnings go, asking for them, and what was paid. */
export default function WithdrawPage() {
  const { LL } = useI18nContext();
  return (
    <Stack gap="5" pt="3">
      <title>{`${LL.pages.titles.withdraw()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.pages.titles.withdraw()}
        </Heading>
        <Text color="fg.muted">{LL.payouts.intro()}</Text>
      </Stack>
      <PayoutRequestSection />
      <BankInfoSection />
      <PayoutHistorySection />
    </Stack>
  );
}
