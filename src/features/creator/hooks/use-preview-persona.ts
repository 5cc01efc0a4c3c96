import { useEffect, useState } from 'react';
import type { PreviewPersona } from '@/api/generated/model';
import { whenFirstScreenSettled } from '@/lib/first-screen-settled';
import { loadOnce } from '@/lib/load-once';
import { savedPersona, type SavedAnswers } from '../forms/saved-persona';
import type { Drafts } from './wizard-drafts';

// Checking the drafts needs Zod and the contract's schemas (~21 KB gzip), which a wizard
// screen's first paint can do without: it loads once the first screen has settled.
const checked = loadOnce(() => import('../forms/preview-persona'));
/** A failed load (offline) is tried again after this long. */
const retryMs = 5_000;

/**
 * What the live preview sends: the saved answers with the unsaved drafts on top, once the
 * drafts can be checked; the saved answers alone until then.
 */
export const usePreviewPersona = (saved: SavedAnswers, drafts: Drafts): PreviewPersona => {
  const [module, setModule] = useState(checked.loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    let retry: number | undefined;
    void whenFirstScreenSettled()
      .then(() => checked.load())
      .then(
        (loaded) => {
          if (live) setModule(loaded);
        },
        () => {
          if (live) retry = window.setTimeout(() => setAttempt((n) => n + 1), retryMs);
        },
      );
    return () => {
      live = false;
      window.clearTimeout(retry);
    };
  }, [module, attempt]);
  return module ? module.buildPersona(saved, drafts) : savedPersona(saved);
};
