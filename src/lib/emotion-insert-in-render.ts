// Replaces @emotion/use-insertion-effect-with-fallbacks in builds
// (scripts/vite/production-builds.mjs). Emotion and Chakra's styled factory insert each
// element's CSS rules in a useInsertionEffect, that is in React's commit, which is one task
// however large the screen: on the first screen that was about half of a 110–140 ms commit on
// our test machine, four times that on Lighthouse's simulated phone. Inserting while
// rendering, as Emotion did before React 18, moves that work into the render, which the first
// screen's transition (src/app/mount.tsx) splits into 5 ms slices. Inserting is idempotent
// (Emotion skips a rule it has already inserted), so a render React throws away only leaves a
// rule that a later render would have added anyway.
import { useInsertionEffect } from 'react';

/** Runs `create` at once, during render: see above. */
export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
