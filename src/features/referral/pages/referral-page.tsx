import { Box, Heading, Link, List, QrCode, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { Input } from '@/components/ui/input';
import { listSlotRecipe, qrCodeSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useGetPrimaryShareLink } from '@/api/generated/endpoints/referral/referral';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { NoLink } from '../components/no-link';
import { ShareActions } from '../components/share-actions';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ list: listSlotRecipe, qrCode: qrCodeSlotRecipe });

/** /referral: the programme explained, and the user's link with copy, share and a QR code. */
export default function ReferralPage() {
  const { LL } = useI18nContext();
  const primary = useGetPrimaryShareLink({ query: { retry: false } });
  const noLink = isApiError(primary.error, 'NoShareLink');
  const link = primary.data?.shareLink;
  return (
    <Stack gap="5">
      <title>{`${LL.referral.titles.referral()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.referral.titles.referral()}
        </Heading>
        <Text color="fg.muted">{LL.referral.intro()}</Text>
      </Stack>
      <SectionCard id="how" title={LL.referral.how.title()}>
        <List.Root as="ol" gap="2" ps="5" listStyleType="decimal">
          <List.Item>{LL.referral.how.share()}</List.Item>
          <List.Item>{LL.referral.how.join()}</List.Item>
          <List.Item>{LL.referral.how.earn()}</List.Item>
        </List.Root>
      </SectionCard>
      <SectionCard
        id="your-link"
        title={LL.referral.yourLink.title()}
        action={
          <Link asChild colorPalette="primary" color="colorPalette.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to="/referral/share-links">{LL.referral.yourLink.manage()}</RouterLink>
          </Link>
        }
      >
        {primary.isPending ? <Skeleton height="32" /> : null}
        {noLink ? (
          <NoLink
            action={
              <Button asChild>
                <RouterLink to="/referral/share-links">{LL.referral.empty.create()}</RouterLink>
              </Button>
            }
          />
        ) : null}
        {primary.isError && !noLink ? <FormAlert>{errorMessage(LL, primary.error)}</FormAlert> : null}
        {link ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'center' }}>
            <Box alignSelf="center" p="3" bg="white" borderRadius="lg" borderWidth="1px">
              <QrCode.Root value={link.url} size="lg" color="black" aria-label={LL.referral.yourLink.qr()} role="img" data-testid="qr-code">
                <QrCode.Frame>
                  <QrCode.Pattern />
                </QrCode.Frame>
              </QrCode.Root>
            </Box>
            <Stack gap="3" flex="1" minW="0">
              <Text fontWeight="semibold">
                {link.label} · {link.agentName ? LL.referral.links.agent({ name: link.agentName }) : LL.referral.links.product()}
              </Text>
              <Input value={link.url} readOnly aria-label={LL.referral.yourLink.url()} data-testid="primary-link-url" />
              <ShareActions url={link.url} title={LL.referral.share.title()} />
            </Stack>
          </Stack>
        ) : null}
      </SectionCard>
      <ColumnGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Button asChild variant="outline" color="neutral">
          <RouterLink to="/referral/statistics">{LL.referral.titles.referralStatistics()}</RouterLink>
        </Button>
        <Button asChild variant="outline" color="neutral">
          <RouterLink to="/referral/share-links">{LL.referral.titles.shareLinks()}</RouterLink>
        </Button>
      </ColumnGrid>
    </Stack>
  );
}
