import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

// Import boundaries (docs/decisions/import-boundaries.md): features are islands, the shared
// layers never reach up into features or the app shell, and src reaches the mock backend
// only through its one entry. Each feature folder gets its own zone, so a new feature is
// covered without editing this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece to src/components/ui, src/lib or src/api.',
  })),
  {
    target: ['./src/lib', './src/components', './src/api'],
    from: ['./src/features', './src/app'],
    message: 'src/lib, src/components and src/api are shared layers: they never import a feature or the app shell.',
  },
];

const mockZone = {
  target: './src',
  from: './mocks',
  except: ['./browser.ts'],
  message: 'The app reaches the mock backend only through its entry, mocks/browser.ts, loaded by a dynamic import in mock mode.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-e2e/**',
      'dist-bench/**',
      'node_modules/**',
      'src/api/generated/**',
      'src/i18n/i18n-*.ts',
      'src/i18n/i18n-*.tsx',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' }],
      'no-restricted-imports': [
        'error',
        {
          name: '@chakra-ui/react',
          importNames: ['Field', 'Fieldset', 'Input', 'InputGroup', 'Textarea', 'NativeSelect', 'Checkbox', 'RadioGroup', 'Progress', 'Stat'],
          message:
            "Use src/components/ui's field.tsx, fieldset.tsx, input.tsx, input-group.tsx, textarea.tsx, native-select.tsx, checkbox.tsx, radio-group.tsx, progress-bar.tsx and stat.tsx: Chakra's are Ark's field and state machines (6 to 15 KB gzip on a route), or bring icons no screen draws.",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render user and AI text as text; if HTML is unavoidable, sanitise it with src/lib/sanitize-html.ts.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Generated code is a leaf (it imports only the fetch client): parsing its 2 MB for the
      // cycle check would only slow lint down.
      'import-x/ignore': ['src/api/generated/'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, mockZone] }],
    },
  },
  {
    // Tests and their kits drive the mock backend directly (msw/node, the test kit).
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'tests/**', 'e2e/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // Nothing imports a test, a journey or a benchmark, so none of them can close an import
    // cycle: the cycle check only walked their whole import graph again, about a quarter of
    // lint's rule time (docs/decisions/import-boundaries.md).
    files: ['**/*.test.{ts,tsx}', '**/*.bench.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
