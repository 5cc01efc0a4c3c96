import { createToaster } from '@chakra-ui/react';
import { toastComponentDefaults, type ToastPosition } from './toast-rules';

// The toasters' stores (zag's toast store, ~1 KB gzip) load with the toast area, not with the
// first screen: ./toast.ts queues what is shown before they have arrived.
const toasterFor = (placement: 'bottom' | 'bottom-end') =>
  createToaster({
    placement,
    duration: toastComponentDefaults.duration,
    max: toastComponentDefaults.max,
    gap: toastComponentDefaults.gap,
    removeDelay: toastComponentDefaults.removeDelay,
    hotkey: [...toastComponentDefaults.hotkey],
    overlap: toastComponentDefaults.overlap,
    offsets: toastComponentDefaults.offsets,
    pauseOnPageIdle: true,
  });

export type Toasters = Record<ToastPosition, ReturnType<typeof toasterFor>>;

export const toasters: Toasters = {
  'bottom-4': toasterFor('bottom'),
  'bottom-right': toasterFor('bottom-end'),
};
