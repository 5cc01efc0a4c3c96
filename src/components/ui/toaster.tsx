import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { onFirstInteraction } from '@/lib/first-interaction';
import { toasters } from './toast';

// The toast area (toast machines, animations, dismiss handling) is not part of any first
// screen. The toasters' stores are (./toast.ts), so a toast can be created at any time; the
// area loads on the first interaction with the page (toasts nearly always follow one, so its
// live region is there before they come) or when a toast is created, and then shows what the
// stores hold.
const { load: preload, loaded } = loadOnce((): Promise<ComponentType> => import('./toast-area').then((module) => module.ToastArea));

const anyToast = (): boolean => Object.values(toasters).some((toaster) => toaster.getCount() > 0);

/** The global toast area, in the root layout. */
export const AppToaster = () => {
  const [Area, setArea] = useState<ComponentType | null>(loaded);
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
