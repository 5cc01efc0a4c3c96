import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { whenFirstScreenSettled } from '@/lib/first-screen-settled';

/**
 * Looks for a new build every hour and offers a reload. Its code loads once the first screen
 * has settled: the first check is an hour away, so no first screen needs it.
 */
export const UpdateCheck = () => {
  const { LL } = useI18nContext();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void whenFirstScreenSettled()
      .then(() => import('@/lib/build-update'))
      .then(({ reloadForUpdate, startUpdateCheck }) => {
        if (unmounted) return;
        stop = startUpdateCheck(() =>
          showToast({
            type: 'info',
            icon: true,
            message: LL.shell.update.available(),
            duration: Number.POSITIVE_INFINITY,
            position: 'bottom-right',
            action: { label: LL.shell.update.reload(), onClick: () => reloadForUpdate() },
          }),
        );
      })
      // A chunk that fails to load only costs the hourly check, until the next page load.
      .catch(() => undefined);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [LL]);
  return null;
};
