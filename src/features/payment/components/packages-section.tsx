import { Badge, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { useCallback, useState } from 'react';
import { purchasePointsPackage, useListPointsPackages } from '@/api/generated/endpoints/payment/payment';
import type { PointsPackage } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { centsToUsd } from '@/lib/money/money';
import { ChargeDialog } from './charge-dialog';

/** Points packages for sale, bonus shown; buying one goes through the charge confirmation. */
export const PackagesSection = () => {
  const { LL } = useI18nContext();
  const packages = useListPointsPackages();
  const [chosen, setChosen] = useState<PointsPackage | null>(null);
  // The dialog keeps showing its package while it closes.
  const [open, setOpen] = useState(false);
  const perform = useCallback(
    (key: string, paymentMethodId: string) =>
      purchasePointsPackage({ packageId: chosen?.id ?? '', paymentMethodId }, { 'Idempotency-Key': key }),
    [chosen],
  );
  return (
    <SectionCard id="packages" title={LL.payment.packages.title()} description={LL.payment.packages.description()}>
      {packages.isError ? <FormAlert>{errorMessage(LL, packages.error)}</FormAlert> : null}
      <ColumnGrid columns={{ base: 2, md: 3 }} gap="3">
        {packages.isPending ? [0, 1, 2].map((i) => <Skeleton key={i} height="36" borderRadius="lg" />) : null}
        {packages.data?.packages.map((pkg) => (
          <Card.Root key={pkg.id} variant={pkg.popular ? 'elevated' : 'outline'} borderColor={pkg.popular ? 'primary.solid' : undefined} borderWidth={pkg.popular ? '2px' : undefined} data-testid={`package-${pkg.id}`}>
            <Card.Body gap="2" p="4">
              {pkg.popular ? (
                <Badge colorPalette="primary" variant="solid" alignSelf="flex-start">
                  {LL.payment.packages.popular()}
                </Badge>
              ) : null}
              <Stack gap="0">
                <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
                  {LL.payment.packages.amount({ count: pkg.points })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {LL.payment.packages.unit()}
                </Text>
              </Stack>
              {pkg.bonusPoints > 0 ? (
                <Text fontSize="sm" color="success.fg" fontWeight="medium">
                  {LL.payment.packages.bonus({ count: pkg.bonusPoints })}
                </Text>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {LL.payment.packages.noBonus()}
                </Text>
              )}
              <Stack mt="auto" pt="2">
                <Button
                  size="sm"
                  variant={pkg.popular ? 'solid' : 'soft'}
                  onClick={() => {
                    setChosen(pkg);
                    setOpen(true);
                  }}
                  aria-label={LL.payment.packages.buyLabel({ count: pkg.points + pkg.bonusPoints, price: centsToUsd(pkg.priceCents) })}
                >
                  {LL.format.usd({ amount: centsToUsd(pkg.priceCents) })}
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </ColumnGrid>
      <ChargeDialog
        open={open}
        onClose={() => setOpen(false)}
        title={LL.payment.packages.confirmTitle()}
        lines={
          chosen
            ? [
                { label: LL.payment.charge.points(), value: LL.format.points({ count: chosen.points }) },
                { label: LL.payment.charge.bonus(), value: LL.format.points({ count: chosen.bonusPoints }) },
                { label: LL.payment.charge.youGet(), value: LL.format.points({ count: chosen.points + chosen.bonusPoints }) },
              ]
            : []
        }
        summary={(card) => LL.payment.charge.summary({ amount: centsToUsd(chosen?.priceCents ?? 0), card })}
        confirmLabel={LL.payment.charge.pay({ amount: centsToUsd(chosen?.priceCents ?? 0) })}
        perform={perform}
        onSuccess={(result) => {
          setOpen(false);
          showToast({ message: LL.payment.charge.done({ count: result.purchase.points, balance: result.wallet.points }) });
        }}
        testId="purchase-dialog"
      />
    </SectionCard>
  );
};
