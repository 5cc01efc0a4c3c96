// App modules that the same routes' first screens always load together, each set merged into
// one chunk (vite.config.ts). Split by default (their importers differ: a lazy gate, a dialog),
// every chunk costs a request and ~0.1–0.2 KB gzip of its own (header, import and export
// glue), and a merged set compresses as one text. The route-budget check measures the result
// (docs/decisions/performance-budgets.md). A set takes only the files listed, not what they
// import, so no other route is made to load it; but the merged chunk imports what each of its
// files imports, so a file that brings a large dependency (react-hook-form) to routes that
// otherwise do without it stays out. Paths are under src/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalModule } from './module-per-declaration.mjs';

export const loadTogether = {
  // Small modules the shell imports and lazy pages import too: Rolldown leaves each such module
  // in a chunk of its own (0.1–0.4 KB gzip apiece), and every route loads all of them.
  'every-route': [
    'api/api-error.ts',
    'api/generated/endpoints/wallet/wallet.ts',
    'components/ui/toast-rules.ts',
    'lib/first-interaction.ts',
    'lib/load-once.ts',
    'lib/storage-keys.ts',
  ],
  // Sign-in and sign-up: the heading, "Continue with Google" and the flow's addresses.
  'auth-screens': [
    'features/auth/sign-in/components/auth-heading.tsx',
    'features/auth/sign-in/components/or-divider.tsx',
    'features/auth/sign-up/hooks/flow.ts',
    'features/auth/google/gis.ts',
    'features/auth/google/google-config.ts',
    'features/auth/google/google-sign-up-store.ts',
    'features/auth/google/components/gis-button.tsx',
    'features/auth/google/components/google-button.tsx',
    'features/auth/google/hooks/use-continue-with-google.ts',
  ],
  // The sign-up start, and the gate of the later steps, whose redirect lands on it.
  'sign-up-start': [
    'features/auth/pages/sign-up-page.tsx',
    'features/auth/pages/sign-up-step-gate.tsx',
    'features/auth/sign-up/hooks/sign-up-step.ts',
    'features/auth/sign-up/components/sign-up-start-form.tsx',
    'features/auth/sign-up/components/agreement-field.tsx',
    'features/auth/sign-up/hooks/sign-up-draft.ts',
    'api/generated/endpoints/verification/verification.ts',
  ],
  // The creator wizard's layout, its page and the frame of every step. Not the finish (only the
  // last step finishes): a set's file pulls in what it imports, and the finish's mutation ended
  // up in the last step's chunk, which every step then loaded with its forms.
  wizard: [
    'app/layouts/onboarding-layout.tsx',
    'features/creator/pages/onboarding-step-page.tsx',
    'features/creator/components/screen-name.ts',
    'features/creator/forms/saved-persona.ts',
    'features/creator/hooks/use-preview-persona.ts',
    'features/creator/components/wizard-frame.tsx',
  ],
};

export const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));

/** Rolldown code-splitting groups, one per set. */
export const loadTogetherGroups = () =>
  Object.entries(loadTogether).map(([name, files]) => {
    const ids = new Set(files.map((file) => path.join(srcDir, file)));
    // A module split per declaration (module-per-declaration.mjs) goes whole: its pieces too.
    return { name, test: (id) => ids.has(originalModule(id)), priority: 1, includeDependenciesRecursively: false };
  });
