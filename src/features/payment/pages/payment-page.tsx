import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18nContext } from '@/i18n/i18n-react';
import { japanesePhrases } from '@/lib/text/japanese-phrases';
import { AfterFirstScreen } from '@/lib/use-first-screen-settled';
import { CardsSection } from '../components/cards-section';
import { PackagesSection } from '../components/packages-section';
import { PurchaseHistorySection } from '../components/purchase-history-section';
import { SubscriptionSection } from '../components/subscription-section';
import { WalletSection } from '../components/wallet-section';

// The custom top-up sits below the wallet and the packages, far below the fold on a phone and
// on a desktop, and is the page's only form there: it (and the forms stack) loads once the
// first screen has settled, at once when the page opens in a running app.
const TopUpSection = lazy(() => import('../components/top-up-section').then((m) => ({ default: m.TopUpSection })));
// About the section's height, so that what follows does not move when it arrives.
const topUpPlaceholder = <Box minH="72" aria-hidden="true" />;

/** /payment: the wallet (#wallet, where the header's points badge leads), buying points, subscriptions, cards, history. */
export default function PaymentPage() {
  const { LL } = useI18nContext();
  const { hash } = useLocation();
  useEffect(() => {
    // The header badge links to #wallet; the router does not scroll to fragments by itself.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Stack gap="5" css={japanesePhrases}>
      <title>{`${LL.payment.titles.payment()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.payment.titles.payment()}
        </Heading>
        <Text color="fg.muted">{LL.payment.intro()}</Text>
      </Stack>
      <WalletSection />
      <PackagesSection />
      <AfterFirstScreen fallback={topUpPlaceholder}>
        <TopUpSection />
      </AfterFirstScreen>
      <SubscriptionSection />
      <CardsSection />
      <PurchaseHistorySection />
    </Stack>
  );
}
