import { DataList, Skeleton } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { lazy, Suspense, useState } from 'react';
import { useGetBankInfo } from '@/api/generated/endpoints/payouts/payouts';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ dataList: dataListSlotRecipe });

// The form shows only without saved bank information, or to edit it: its code (with the
// autoresizing address box and the form's footer) loads then, a skeleton holding its place, and
// is fetched ahead when the pointer or focus reaches "Edit".
const loadBankInfoForm = () => import('./bank-info-form').then((module) => ({ default: module.BankInfoForm }));
const BankInfoForm = lazy(loadBankInfoForm);
const prefetchBankInfoForm = () => void loadBankInfoForm().catch(() => undefined);
const formFallback = <Skeleton height="24" />;

/** Where payouts go: the saved bank information, or the form to enter it. */
export const BankInfoSection = () => {
  const { LL } = useI18nContext();
  const query = useGetBankInfo();
  const [editing, setEditing] = useState(false);
  const saved = query.data?.bankInfo ?? null;
  return (
    <SectionCard
      id="bank-info"
      title={LL.payouts.bank.title()}
      description={saved ? LL.payouts.bank.savedDescription() : LL.payouts.bank.description()}
      action={
        saved && !editing ? (
          <Button size="sm" variant="soft" onClick={() => setEditing(true)} onPointerEnter={prefetchBankInfoForm} onFocus={prefetchBankInfoForm} data-testid="bank-edit">
            {LL.payouts.bank.edit()}
          </Button>
        ) : null
      }
    >
      {query.isPending ? formFallback : null}
      {query.isSuccess && (!saved || editing) ? (
        <Suspense fallback={formFallback}>
          <BankInfoForm
            saved={saved}
            onSaved={() => {
              setEditing(false);
              showToast({ message: LL.payouts.bank.saved() });
            }}
            onCancel={saved ? () => setEditing(false) : undefined}
          />
        </Suspense>
      ) : null}
      {saved && !editing ? (
        <DataList.Root orientation="horizontal" data-testid="bank-info">
          <DataList.Item>
            <DataList.ItemLabel>{LL.payouts.bank.fullName()}</DataList.ItemLabel>
            {/* Block, not the recipe's flex: a long name wraps inside the card. */}
            <DataList.ItemValue display="block">{saved.fullName}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{LL.payouts.bank.address()}</DataList.ItemLabel>
            <DataList.ItemValue display="block" whiteSpace="pre-wrap">{saved.address}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{LL.payouts.bank.account()}</DataList.ItemLabel>
            <DataList.ItemValue>{LL.payouts.bank.accountMasked({ last4: saved.bankAccountLast4 })}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{LL.payouts.bank.swift()}</DataList.ItemLabel>
            <DataList.ItemValue>{saved.swiftCode}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : null}
    </SectionCard>
  );
};
