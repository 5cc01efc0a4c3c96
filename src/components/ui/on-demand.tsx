import { useEffect, useState, type ComponentType } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { loadOnce } from '@/lib/load-once';

/**
 * A component (a dialog) whose code is not part of the screen that may show it: it loads on the
 * first interaction with the page, or at once when it is needed, and until then renders
 * nothing. Chakra's dialog brings focus trapping, dismissal, presence and portal code (~14 KB
 * gzip) that a form screen needs only once the user asks for a confirmation, which always
 * follows an interaction: by then the code is usually there.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>, isNeeded: (props: P) => boolean): ComponentType<P> => {
  // A failed chunk (offline, a new release) is tried again the next time it is needed.
  const { load: preload, loaded } = loadOnce(load);

  const OnDemand = (props: P) => {
    const [Component, setComponent] = useState<ComponentType<P> | null>(loaded);
    const needed = isNeeded(props);
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      const start = (): void => {
        preload().then(
          (component) => {
            if (live) setComponent(() => component);
          },
          () => {},
        );
      };
      const stop = needed ? (start(), () => {}) : onFirstInteraction(start);
      return () => {
        live = false;
        stop();
      };
    }, [Component, needed]);
    return Component ? <Component {...props} /> : null;
  };
  return OnDemand;
};
