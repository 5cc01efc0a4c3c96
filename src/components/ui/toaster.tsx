import { useEffect, useState, type ComponentType } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { toasters } from './toast';

// The toast area (toast machines, animations, dismiss handling) is not part of any first
// screen. The toasters' stores are (./toast.ts), so a toast can be created at any time; the
// area loads on the first interaction with the page (toasts nearly always follow one, so its
// live region is there before they come) or when a toast is created, and then shows what the
// stores hold.
let loaded: ComponentType | null = null;
let pending: Promise<ComponentType> | null = null;
const preload = (): Promise<ComponentType> =>
  (pending ??= import('./toast-area').then(
    (module) => (loaded = module.ToastArea),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));

const anyToast = (): boolean => Object.values(toasters).some((toaster) => toaster.getCount() > 0);

/** The global toast area, in the root layout. */
export const AppToaster = () => {
  const [Area, setArea] = useState<ComponentType | null>(() => loaded);
  useEffect(() => {
    if (Area) return undefined;
    let active = true;
    const load = (): void => {
      preload().then(
        (component) => {
          if (active) setArea(() => component);
        },
        () => {},
      );
    };
    const stops = [onFirstInteraction(load), ...Object.values(toasters).map((toaster) => toaster.subscribe(load))];
    if (anyToast()) load();
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [Area]);
  return Area ? <Area /> : null;
};
