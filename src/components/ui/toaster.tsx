import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { onFirstInteraction } from '@/lib/first-interaction';
import { anyToast, onToastAsked } from './toast';

// The toast area (the toasters' stores, toast machines, animations, dismiss handling) is not
// part of any first screen. It loads on the first interaction with the page (toasts nearly
// always follow one, so its live region is there before they come) or when a toast is asked
// for (./toast.ts keeps it until the stores arrive), and then shows what the stores hold.
const { load: preload, loaded } = loadOnce((): Promise<ComponentType> => import('./toast-area').then((module) => module.ToastArea));

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
    const stops = [onFirstInteraction(load), onToastAsked(load)];
    if (anyToast()) load();
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [Area]);
  return Area ? <Area /> : null;
};
