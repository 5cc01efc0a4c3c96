import { Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { getListChatsQueryKey, sendTip } from '@/api/generated/endpoints/chat/chat';
import { getGetWalletQueryKey, useGetWallet } from '@/api/generated/endpoints/wallet/wallet';
import type { Message, WalletResponse } from '@/api/generated/model';
import { sendTip201ResponseTipPointsMin, sendTipBodyNoteMax } from '@/api/generated/limits/chat';
import { newIdempotencyKey } from '@/api/idempotency';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { parseTipAmount, tipMaxUsd, tipMinUsd, tipPresetsUsd, type TipAmountError } from '../forms/tip-amount';
import { InsufficientPoints } from './insufficient-points';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { japanesePhrases } from '@/lib/text/japanese-phrases';

registerSlotRecipes({ dialog: dialogSlotRecipe });

/** Points per dollar: the contract's smallest tip in points over its smallest tip in dollars. */
export const pointsPerUsd = sendTip201ResponseTipPointsMin / tipMinUsd;

type Step = { kind: 'choose' } | { kind: 'confirm'; usd: number; key: string };

/** A tip: presets or a custom whole-dollar amount, then a confirmation with the points it costs. */
export const TipDialog = ({
  open,
  onClose,
  agentName,
  displayName,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  agentName: string;
  displayName: string;
  onSent: (message: Message) => void;
}) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const balance = useGetWallet().data?.wallet.points ?? 0;
  const [raw, setRaw] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<TipAmountError | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [insufficient, setInsufficient] = useState(false);
  const customRef = useRef<HTMLInputElement>(null);

  const messageFor = (e: TipAmountError) =>
    e === 'min' ? LL.chat.tip.errors.min({ min: tipMinUsd }) : e === 'max' ? LL.chat.tip.errors.max({ max: tipMaxUsd }) : LL.chat.tip.errors[e]();

  const close = () => {
    setStep({ kind: 'choose' });
    setInsufficient(false);
    setError(null);
    onClose();
  };

  const review = () => {
    const result = parseTipAmount(raw);
    if (!result.ok) {
      setError(result.error);
      customRef.current?.focus();
      return;
    }
    setError(null);
    // One key per intended tip: a retry of this confirmation cannot charge twice.
    setStep({ kind: 'confirm', usd: result.usd, key: newIdempotencyKey() });
  };

  const confirm = async () => {
    if (step.kind !== 'confirm') return;
    try {
      const trimmed = note.trim();
      const result = await sendTip(agentName, { amountUsd: step.usd, ...(trimmed ? { note: trimmed } : {}) }, { 'Idempotency-Key': step.key });
      queryClient.setQueryData<WalletResponse>(getGetWalletQueryKey(), { wallet: result.wallet });
      void queryClient.invalidateQueries({ queryKey: getListChatsQueryKey() });
      onSent(result.message);
      showToast({ message: LL.chat.tip.sent({ amount: step.usd }) });
      setRaw('');
      setNote('');
      close();
    } catch (e) {
      if (isApiError(e, 'InsufficientPoints')) setInsufficient(true);
      else showToast({ type: 'error', message: errorMessage(LL, e) });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => (next ? undefined : close())} placement="center" initialFocusEl={() => customRef.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="tip-dialog" mx="4" css={japanesePhrases}>
            {step.kind === 'choose' ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{LL.chat.tip.title({ name: displayName })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text color="fg.muted" fontSize="sm">
                      {LL.chat.tip.body({ rate: pointsPerUsd })}
                    </Text>
                    <fieldset>
                      <Text as="legend" fontWeight="medium" mb="2">
                        {LL.chat.tip.presets()}
                      </Text>
                      <HStack wrap="wrap" gap="2">
                        {tipPresetsUsd.map((usd) => (
                          <Button
                            key={usd}
                            size="sm"
                            variant={raw.trim() === String(usd) ? 'solid' : 'outline'}
                            color="primary"
                            aria-pressed={raw.trim() === String(usd)}
                            onClick={() => {
                              setRaw(String(usd));
                              setError(null);
                            }}
                            data-testid={`tip-preset-${usd}`}
                          >
                            {LL.format.usd({ amount: usd })}
                          </Button>
                        ))}
                      </HStack>
                    </fieldset>
                    <Field.Root invalid={error !== null}>
                      <Field.Label>{LL.chat.tip.custom()}</Field.Label>
                      <Input
                        ref={customRef}
                        inputMode="numeric"
                        autoComplete="off"
                        value={raw}
                        placeholder={LL.chat.tip.customPlaceholder()}
                        onChange={(e) => {
                          setRaw(e.target.value);
                          if (error) setError(null);
                        }}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') review();
                        }}
                        data-testid="tip-amount"
                      />
                      {error ? (
                        <Field.ErrorText data-testid="tip-error">
                          {messageFor(error)}
                        </Field.ErrorText>
                      ) : null}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{LL.chat.tip.note()}</Field.Label>
                      <Textarea value={note} maxLength={sendTipBodyNoteMax} onChange={(e) => setNote(e.target.value)} rows={2} autoresize />
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" color="neutral" onClick={close}>
                    {LL.chat.tip.cancel()}
                  </Button>
                  <Button color="primary" onClick={review} data-testid="tip-review">
                    {LL.chat.tip.review()}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>{LL.chat.tip.confirmTitle({ amount: step.usd })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text>{LL.chat.tip.confirmBody({ points: step.usd * pointsPerUsd, balance })}</Text>
                    {insufficient ? <InsufficientPoints body={false} /> : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" color="neutral" onClick={() => setStep({ kind: 'choose' })}>
                    {LL.chat.tip.back()}
                  </Button>
                  <Button color="primary" onClick={confirm} disabled={insufficient} data-testid="tip-confirm">
                    {LL.chat.tip.confirm()}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
