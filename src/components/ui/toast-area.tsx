import { Box, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, type PointerEvent } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { toastComponentDefaults, type ToastPosition } from './toast-rules';
import { toasters } from './toast-stores';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ toast: toastSlotRecipe });

const CheckIcon = () => (
  <svg data-testid="toast-check-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
    <circle cx="12" cy="12" r="10" />
    <path d="m7.5 12.5 3 3 6-6.5" />
  </svg>
);

/** The most lines a toast's message takes; the rest is cut with an ellipsis. */
export const maxToastLines = 6;

interface ToastMeta {
  showCheckIcon?: boolean;
  colorPalette?: 'primary' | 'error';
  duration?: number;
}

/** Swiping a toast sideways by 50 px or more dismisses it. */
const useSwipeToDismiss = (onDismiss: () => void) => {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current !== null && Math.abs(event.clientX - start.current) >= toastComponentDefaults.swipeThreshold) onDismiss();
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
};

type ToastData = Parameters<Parameters<typeof Toaster>[0]['children']>[0];

const ToastItem = ({ toast, position }: { toast: ToastData; position: ToastPosition }) => {
  const { LL } = useI18nContext();
  const meta = (toast.meta ?? {}) as ToastMeta;
  const swipe = useSwipeToDismiss(() => toasters[position].dismiss(toast.id));
  const duration = meta.duration ?? toast.duration ?? toastComponentDefaults.duration;
  return (
    <Toast.Root
      data-testid="toast"
      data-toast-type={toast.type}
      colorPalette={meta.colorPalette ?? 'error'}
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      width={{ base: 'calc(100vw - 2rem)', sm: '24rem' }}
      overflow="hidden"
      {...swipe}
    >
      {meta.showCheckIcon ? <CheckIcon /> : null}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
        {/* Whitespace and line breaks in the message are the author's: keep them. A message that
            quotes what a user typed (a share link's label) can be any length: it wraps anywhere
            and stops at six lines, or a 10,000-character label made a toast 8,700 px tall that
            covered the page. Screen readers still get the whole text. */}
        {toast.description ? (
          <Toast.Description whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={maxToastLines}>
            {toast.description}
          </Toast.Description>
        ) : null}
      </Stack>
      {toast.action ? (
        <Toast.ActionTrigger color="colorPalette.contrast" borderColor="currentColor">
          {toast.action.label}
        </Toast.ActionTrigger>
      ) : null}
      {toast.closable ? <Toast.CloseTrigger aria-label={LL.shell.toast.close()} color="colorPalette.contrast" /> : null}
      {Number.isFinite(duration) ? (
        <Box
          aria-hidden="true"
          data-testid="toast-progress"
          position="absolute"
          insetInline="0"
          bottom="0"
          height="3px"
          bg="colorPalette.contrast"
          opacity={0.6}
          transformOrigin="left"
          animation={`toastProgress ${duration}ms linear forwards`}
          // The toast's timer stops while it is hovered or focused (the root gets data-paused):
          // the bar must stop with it, or it would run out while the toast stays.
          css={{ '[data-paused] > &': { animationPlayState: 'paused' } }}
        />
      ) : null}
    </Toast.Root>
  );
};

/** The global toast area: both toasters, focusable with F8. Loaded on demand by `AppToaster` (./toaster.tsx). */
export const ToastArea = () => (
  <Portal>
    {(Object.keys(toasters) as ToastPosition[]).map((position) => (
      <Toaster key={position} toaster={toasters[position]} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem toast={toast} position={position} />}
      </Toaster>
    ))}
  </Portal>
);
