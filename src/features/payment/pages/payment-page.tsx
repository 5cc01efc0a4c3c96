import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18nContext } from '@/i18n/i18n-react';
import { CardsSection } from '../components/cards-section';
import { PackagesSection } from '../components/packages-section';
import { PurchaseHistorySection } from '../components/purchase-history-section';
import { SubscriptionSection } from '../components/subscription-section';
import { TopUpSection } from '../components/top-up-section';
import { WalletSection } from '../components/wallet-section';

/** /payment: the wallet (#wallet, where the header's points badge leads), buying points, subscriptions, cards, history. */
export default function PaymentPage() {
  const { LL } = useI18nContext();
  const { hash } = useLocation();
  useEffect(() => {
    // The header badge links to #wallet; the router does not scroll to fragments by itself.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Stack gap="5">
      <title>{`${LL.pages.titles.payment()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.pages.titles.payment()}
        </Heading>
        <Text color="fg.muted">{LL.payment.intro()}</Text>
      </Stack>
      <WalletSection />
      <PackagesSection />
      <TopUpSection />
      <SubscriptionSection />
      <CardsSection />
      <PurchaseHistorySection />
    </Stack>
  );
}
