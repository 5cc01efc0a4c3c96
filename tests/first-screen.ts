import { setFirstScreenSettled } from '@/lib/first-screen-settled';

/**
 * Holds the app's first screen unsettled, as on a cold start before it has been quiet: what
 * waits for it (`AfterFirstScreen`, the wizard's live preview, the album's dialogs) stays back
 * until the returned `settle` is called. tests/setup.ts lets it settle again after every test.
 */
export const holdFirstScreen = (): (() => void) => {
  let settle!: () => void;
  setFirstScreenSettled(new Promise<void>((resolve) => (settle = resolve)));
  return settle;
};
