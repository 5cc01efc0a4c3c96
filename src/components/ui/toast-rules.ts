// The toast rules of spec sections 3, 4 and 9, kept apart from the rendering so they can
// be tested on their own.
//
// Two layers, as in the product: the toast component's own defaults (5000 ms, bottom-right,
// expandable, with a progress bar) and the product's `showToast` defaults on top (success,
// 3000 ms, position `bottom-4`: bottom centre, 1rem from the edge).
export const toastComponentDefaults = {
  duration: 5000,
  placement: 'bottom-end',
  max: 5,
  gap: 16,
  removeDelay: 200,
  hotkey: ['F8'],
  swipeThreshold: 50,
  overlap: true,
  offsets: '1rem',
} as const;

export const productToastDefaults = { type: 'success', duration: 3000, position: 'bottom-4' } as const;

export type ToastType = 'success' | 'error' | 'warning' | 'info';
/** `bottom-4` is the product's default; `bottom-right` is the component's own. */
export type ToastPosition = 'bottom-4' | 'bottom-right';

export interface ShowToastInput {
  message: string;
  title?: string;
  type?: ToastType;
  duration?: number;
  position?: ToastPosition;
  /** Shows the check icon whatever the type. */
  icon?: boolean;
  action?: { label: string; onClick: () => void };
  /** A toast shown again under the same id replaces the one on screen instead of stacking. */
  id?: string;
}

export interface ResolvedToast {
  message: string;
  title?: string;
  type: ToastType;
  duration: number;
  position: ToastPosition;
  showCheckIcon: boolean;
  /** Success is purple (`primary`), everything else red (`error`). */
  colorPalette: 'primary' | 'error';
}

export const resolveToast = (input: ShowToastInput): ResolvedToast => {
  const type = input.type ?? productToastDefaults.type;
  return {
    message: input.message,
    title: input.title,
    type,
    duration: input.duration ?? productToastDefaults.duration,
    position: input.position ?? productToastDefaults.position,
    showCheckIcon: type === 'success' || input.icon === true,
    colorPalette: type === 'success' ? 'primary' : 'error',
  };
};

