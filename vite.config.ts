/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import v8 from 'node:v8';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import stageUrls from './src/api/stage-base-urls.json' with { type: 'json' };
import { noncePlaceholder } from './server/headers.mjs';
import { areaFile, sharedAreaNames } from './src/i18n/shared-areas.ts';
import { chakraMemoKeys } from './scripts/vite/chakra-memo-keys.mjs';
import { chakraPrebuiltTokens } from './scripts/vite/chakra-prebuilt-tokens.mjs';
import { chakraRecipePerComponent } from './scripts/vite/chakra-recipe-per-component.mjs';
import { chakraStaticGlobals } from './scripts/vite/chakra-static-globals.mjs';
import { chakraSystemInSteps } from './scripts/vite/chakra-system-in-steps.mjs';
import { chakraUtilityAtRuntime } from './scripts/vite/chakra-utility-at-runtime.mjs';
import { cssPropertiesBeyondChakra } from './scripts/vite/css-properties-beyond-chakra.mjs';
import { loadTogetherGroups } from './scripts/vite/load-together.mjs';
import { modulePerDeclaration } from './scripts/vite/module-per-declaration.mjs';
import { precompress } from './scripts/vite/precompress.mjs';
import { preloadWhatIsMissing } from './scripts/vite/preload-what-is-missing.mjs';
import { productionBuilds } from './scripts/vite/production-builds.mjs';
import { zodWithoutJsonSchema } from './scripts/vite/zod-without-json-schema.mjs';
import { reactRouterDeclarative } from './scripts/vite/react-router-declarative.mjs';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};
const sharedAreaFiles = sharedAreaNames.map(areaFile).join('|');
// The theme the build's Chakra plugins evaluate in Node (its stylesheet, its token table).
const themeModule = fileURLToPath(new URL('./src/app/theme.ts', import.meta.url));

// public/mockServiceWorker.js must be served at the site root in mock mode, but a build that
// does not run on mocks must not ship it.
const dropMockWorker = (mocks: boolean): Plugin => {
  let outDir = 'dist';
  return {
    name: 'kizuna:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!mocks) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
};

// What the host must know about a build for its Content-Security-Policy (server/serve.mjs
// reads it): the API's origin (null when it is the page's own, as with the mock backend),
// the preview backends' host and whether Google sign-in is on. Written next to index.html
// as a dotfile, which the server never serves.
const hostingManifest = (env: Record<string, string>, mocks: boolean): Plugin => {
  let outDir = 'dist';
  return {
    name: 'kizuna:hosting-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const stage = env.VITE_STAGE === 'production' || env.VITE_STAGE === 'sandbox' ? env.VITE_STAGE : 'local';
      const base = env.VITE_API_BASE_URL || (mocks ? '' : stageUrls.stages[stage]);
      // A relative VITE_API_BASE_URL (`/api`) is the page's own origin too.
      const apiOrigin = /^https?:\/\//.test(base) ? new URL(base).origin : null;
      const googleSignIn = !mocks && Boolean(env.VITE_GOOGLE_CLIENT_ID || env.VITE_GOOGLE_CLIENT_ID_PRODUCTION || env.VITE_GOOGLE_CLIENT_ID_SANDBOX);
      const manifest = { apiOrigin, previewApiHost: `*.${stageUrls.previewApiHost}`, googleSignIn };
      writeFileSync(path.join(outDir, '.hosting.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
};

// Plain .ts tests that exercise browser APIs (storage events, location, cookies, style sheets) on
// purpose. Listed here, never switched with an `@vitest-environment` docblock: in the node project
// such a file costs a worker of its own and a fresh one after it (tests/hosting/test-environments.test.ts).
const domTestsInTs = [
  'src/features/profile/forms/profile-schema.test.ts',
  'src/lib/locale.test.ts',
  'src/lib/preview-override.test.ts',
  'src/lib/session/session.test.ts',
  'src/lib/build-update.test.ts',
  'src/lib/style-sheet-per-frame.test.ts',
];

// The test workers allocate fast (React's development build, jsdom, Emotion) and keep a large
// heap (a shared module graph and jsdom per worker), so V8's default young generation (16 MB
// semi-spaces) fills many times a second and every scavenge copies the survivors. 64 MB
// semi-spaces cut the CPU time of the jsdom files by about a tenth (docs/decisions/testing.md).
// V8 flags are per process; set here, before Vitest starts its worker threads, they apply to
// every worker (Worker's execArgv refuses V8 flags).
if (process.env.VITEST) v8.setFlagsFromString('--max-semi-space-size=64');


export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mocks = (process.env.VITE_MOCKS ?? env.VITE_MOCKS) === 'true';
  const port = Number(env.PORT ?? 5173);
  const preloads = preloadWhatIsMissing();
  // orval's endpoint modules, Chakra's anatomies and react-hook-form: each export travels with
  // its users.
  const splitPerDeclaration = modulePerDeclaration({ include: /src[\\/]api[\\/]generated[\\/]endpoints[\\/].*\.ts$|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$|react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/ });
  let formCore: Set<string> | undefined;
  /** react-hook-form's useForm and every piece of it that it uses: what every form draws with. */
  const inFormCore = (id: string) => (formCore ??= splitPerDeclaration.piecesReachedFrom(/react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/, ['useForm'])).has(id);
  return {
    plugins: [
      react(),
      zodWithoutJsonSchema(),
      reactRouterDeclarative(),
      chakraStaticGlobals({ themeModule, alias }),
      chakraPrebuiltTokens({ themeModule, alias }),
      cssPropertiesBeyondChakra({ themeModule, alias }),
      chakraSystemInSteps(),
      chakraUtilityAtRuntime(),
      chakraMemoKeys(),
      chakraRecipePerComponent(),
      splitPerDeclaration,
      preloads.plugin,
      dropMockWorker(mocks),
      hostingManifest(env, mocks),
      // Each text file also as .br and .gz beside it (scripts/vite/precompress.mjs):
      // server/serve.mjs (sirv) sends the one the browser takes, and sent every file
      // uncompressed before (docs/decisions/hosting.md). The journeys' build
      // (scripts/run-e2e.mjs) is served on the loopback and skips it: ~12 s for its larger
      // mock-mode bundle.
      process.env.KIZUNA_PRECOMPRESS !== 'off' && precompress(),
    ],
    // Vite stamps this placeholder on its <script>/<link> tags and in a
    // <meta property="csp-nonce">; the server replaces it with a fresh nonce per response, and
    // the app hands that nonce to Emotion (src/lib/style-nonce.ts).
    html: { cspNonce: noncePlaceholder },
    resolve: { alias: command === 'build' ? { ...alias, ...productionBuilds } : alias },
    server: { host: '127.0.0.1', port, strictPort: false },
    preview: { host: '127.0.0.1', port, strictPort: false },
    build: {
      sourcemap: true,
      // No polyfill (~0.5 KB gzip on every route): every browser of Vite's default target but
      // Safari 16.4–16.6 knows <link rel="modulepreload">, and one that does not ignores the links
      // and fetches each module when it is imported (later, not wrongly).
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      // The budget is checked by tests/build/bundle.test.ts; this only silences Vite's own
      // 500 kB warning for the lazily loaded mock chunk in mock builds.
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        // orval's generated Zod modules (`import zod from 'zod'`) build every schema at the top
        // level; marking those calls pure lets a route keep only the schemas it imports.
        // Emotion imports hoist-non-react-statics (and through it react-is) for its withTheme
        // only, by a bare import that keeps it: nothing of ours or Chakra's calls withTheme, and
        // neither module does anything on load. Declared free of side effects, they drop out of
        // every route (~1.2 KB gzip). Chakra's anatomy module builds every component's part
        // list with `createAnatomy` at the top level (zag's own anatomies too): pure, so a route
        // keeps only the anatomies of the recipes it uses (−0.3 KB gzip on every route).
        treeshake: {
          manualPureFunctions: ['zod', 'defineConfig', 'createAnatomy'],
          moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]|emotion-react-_isolated-hnrs/, sideEffects: false }],
        },
        // Vendor chunks that every route needs whole, so they stay cached across releases.
        // Chakra is left to the default splitting: a group would pull the components only some
        // routes use (dialog, drawer…) into every route. react-hook-form is split per declaration
        // (modulePerDeclaration above), so a form without Controller or useFieldArray loads
        // neither; a group would put them back in every form.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
              // A form's rules load after the form is drawn (src/lib/validation/use-validated-form.ts).
              // Not what they import: the resolver's react-hook-form helpers stay with the forms.
              { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/, priority: 1, includeDependenciesRecursively: false },
              // The translation areas every route loads (src/i18n/shared-areas.ts): one request
              // per locale instead of seven.
              ...(['en', 'ja'] as const).map((locale) => ({ name: `i18n-${locale}`, test: new RegExp(`src[\\\\/]i18n[\\\\/]${locale}[\\\\/](${sharedAreaFiles})\\.ts$`), priority: 1 })),
              // Chakra's styled factory and what it imports (Emotion, stylis): every route draws with
              // it. Named, because Rolldown's default split follows which chunks import each module,
              // and a change of importers elsewhere split off two of its small helpers (the empty
              // styles, the display name) into a chunk of their own that every route then loaded.
              { name: 'factory', test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/](factory|empty|display-name)\.js$/, priority: 1 },
              // useForm with the pieces of react-hook-form it uses, and the hook that wraps it: every
              // form loads all of them. Left to the default split, the pieces that Controller uses
              // too went to a chunk of their own whenever a lazy part of a form used Controller
              // alone (the settings form's later sections): one more request, +0.6 KB on every form.
              { name: 'use-validated-form', test: (id: string) => inFormCore(id) || /src[\\/]lib[\\/]validation[\\/]use-validated-form\.ts$/.test(id), priority: 1, includeDependenciesRecursively: false },
              // Small app modules that load together (scripts/vite/load-together.mjs).
              ...loadTogetherGroups(),
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // Vitest keeps the modules it transformed (src/, mocks/, tests/) in
      // node_modules/.experimental-vitest-cache, keyed by their content and Vite's config, so a
      // second run transforms only what changed: the main thread's transforms went from ~17–26 s
      // to ~5 s, and each worker waited on them for ~4 s at its start (docs/decisions/testing.md).
      // None of our plugins transforms outside a production build, so no key misses an input.
      experimental: { fsModuleCache: true },
      // A screen test takes 0.3–3 s on a quiet machine (5 s is Vitest's default); the margin
      // is for two cores shared with builds. Waiting longer changes no assertion.
      testTimeout: 15_000,
      pool: 'threads',
      // One worker more than there are cores. Vitest's default (one per core but one) is a single
      // worker on a 2-core machine. A worker spends ~11 % of its time waiting on the app's own
      // timers (debounces, count-downs, Testing Library's polling), and a third worker on two
      // cores runs in those gaps: 86–92 s against 87–96 s for the whole suite in four
      // alternated pairs (docs/decisions/testing.md).
      maxWorkers: availableParallelism() + 1,
      // Two projects (docs/decisions/testing.md): code that needs no DOM (the mock backend, the
      // contract, plain logic) runs in Node, which skips jsdom's set-up per file; components
      // and DOM-bound modules run in jsdom.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // Files share a worker's modules instead of loading msw, the handlers and the
            // generated client again for each file: about a third of the CPU time. Every file
            // resets what it changes (setupMockBackend puts the seed back after each test;
            // tests/setup-node.ts empties storage), so no file sees another's state.
            isolate: false,
            setupFiles: ['./tests/setup-node.ts'],
            include: ['mocks/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/hosting/**/*.test.ts', 'src/**/*.test.ts'],
            exclude: domTestsInTs,
            benchmark: { include: ['tests/bench/**/*.bench.ts'] },
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // Files share a worker's jsdom and modules (React, Chakra, the generated client…)
            // instead of building them again for each file: half the project's CPU time.
            // tests/setup.ts resets what a file leaves behind (rendered trees, toasts,
            // storage, stubbed globals and env vars); the mock backend resets itself.
            isolate: false,
            // Components render as in a mock build (`npm start`, the e2e build): the Google
            // button is the mock chooser, the API is on the page's origin. Set for the whole
            // project because env.ts and a few modules read import.meta.env once, at load.
            env: { VITE_MOCKS: 'true' },
            setupFiles: ['./tests/setup.ts'],
            include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx', ...domTestsInTs],
            // Benchmarks that render components are .bench.tsx files.
            benchmark: { include: ['tests/bench/**/*.bench.tsx'] },
          },
        },
      ],
    },
  };
});
