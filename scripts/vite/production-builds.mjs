// Modules a build (not the dev server, not the tests) takes from elsewhere than the package's
// own entry. vite.config.ts aliases them; tests/hosting/production-builds.test.ts checks that
// each file exists and that the replacement still offers everything Emotion's module does.
import { fileURLToPath } from 'node:url';

export const productionBuilds = {
  // React Router's package exports name only its development build (remix-run/react-router#12532,
  // #14753): its dev-only warnings would ship. Its own production build sits beside it.
  'react-router': fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  // Emotion's style rules go in while rendering, not in React's commit (see the module).
  '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(new URL('../../src/lib/emotion-insert-in-render.ts', import.meta.url)),
};
