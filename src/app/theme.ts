import { createSystem, defaultBaseConfig, defineConfig, defineRecipe, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { adoptLateRecipes } from '@/components/ui/recipes';
import { recipes, slotRecipes } from './theme-recipes';

// Kizuna's palettes, chosen for AA contrast in both colour modes (Chakra's default teal
// solid fails it): every solid shade carries white text at 4.5:1 or better, every `fg` shade
// reads at 4.5:1 on the page background. Components pick them with `colorPalette`.
type Shade = { light: string; dark: string };
const palette = (base: string, solid: Shade, fg: Shade = { light: `${base}.700`, dark: `${base}.300` }) => ({
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: `{colors.${fg.light}}`, _dark: `{colors.${fg.dark}}` } },
  subtle: { value: { _light: `{colors.${base}.100}`, _dark: `{colors.${base}.900}` } },
  muted: { value: { _light: `{colors.${base}.200}`, _dark: `{colors.${base}.800}` } },
  emphasized: { value: { _light: `{colors.${base}.300}`, _dark: `{colors.${base}.700}` } },
  solid: { value: { _light: `{colors.${solid.light}}`, _dark: `{colors.${solid.dark}}` } },
  focusRing: { value: { _light: `{colors.${base}.500}`, _dark: `{colors.${base}.400}` } },
  border: { value: { _light: `{colors.${base}.600}`, _dark: `{colors.${base}.400}` } },
});

const paletteTokens = {
  primary: palette('purple', { light: 'purple.700', dark: 'purple.700' }),
  secondary: palette('pink', { light: 'pink.700', dark: 'pink.700' }),
  success: palette('green', { light: 'green.700', dark: 'green.700' }),
  info: palette('blue', { light: 'blue.700', dark: 'blue.700' }),
  warning: palette('orange', { light: 'orange.700', dark: 'orange.700' }),
  error: palette('red', { light: 'red.700', dark: 'red.700' }),
  neutral: {
    ...palette('gray', { light: 'gray.800', dark: 'gray.200' }, { light: 'gray.800', dark: 'gray.200' }),
    contrast: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
  },
};

const buttonRecipe = defineRecipe({
  variants: {
    variant: {
      // The product's `soft`: tinted background, no border.
      soft: {
        bg: 'colorPalette.subtle',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.muted' },
        _expanded: { bg: 'colorPalette.muted' },
      },
      link: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        px: '0',
        h: 'auto',
        minW: 'auto',
        _hover: { textDecorationThickness: '2px' },
      },
    },
  },
});

// Set by scripts/vite/chakra-static-globals.mjs: true in a production build, whose global
// CSS (the preflight, the global styles, the keyframes and the token variables) is a
// stylesheet computed from this module in Node, where the constant is not defined. Nothing
// else reads those three parts, so the browser's system is made without them.
declare const __CHAKRA_GLOBALS_PREBUILT__: boolean | undefined;
const globalsPrebuilt = typeof __CHAKRA_GLOBALS_PREBUILT__ !== 'undefined' && __CHAKRA_GLOBALS_PREBUILT__;
// Set by scripts/vite/chakra-prebuilt-tokens.mjs: true in a production build, whose token
// dictionary is filled from a table made in Node from this module. Nothing else reads the
// tokens and semantic tokens, so the browser's system is made without them.
declare const __CHAKRA_TOKENS_PREBUILT__: boolean | undefined;
const tokensPrebuilt = typeof __CHAKRA_TOKENS_PREBUILT__ !== 'undefined' && __CHAKRA_TOKENS_PREBUILT__;
// What only the global stylesheet or the token table needs is written `globalsPrebuilt ? {} : value` in place: a
// conditional on the constant lets the bundler drop the value and the module it comes from
// (Chakra's keyframes and global styles, 3.8 KB before gzip on every route); passed through a
// helper function, it was bundled though never read.
const config = defineConfig({
  globalCss: globalsPrebuilt
    ? {}
    : {
        // User and AI text can be one unbroken 10,000-character word (issue 13): it wraps
        // anywhere rather than push a phone screen sideways.
        'html, body': { bg: 'bg', color: 'fg', overflowWrap: 'anywhere' },
        // Chakra's preflight sets `break-word` here, which still lets a flex item grow to the word.
        'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
        // Asked for less motion (prefers-reduced-motion), things change at once: transitions,
        // smooth scrolling, and the entrance and exit of whatever opens and closes (dialogs,
        // drawers, menus, toasts: their parts carry `data-state`). What shows progress (a
        // spinner, the typing dots, a toast's time bar) keeps moving.
        // Transitions get no duration at all, not a tiny one: every element's transition-property
        // is `all` by default, so any duration makes every style change a transition whose new
        // value reaches layout a frame late. The chat's virtualised history swaps a row for its
        // padding in one commit; the padding lagged, the list was a row short for a frame, the
        // browser pulled the scroll position up, a row came back, and so on every frame (56% of
        // a core on an idle phone chat; a navigation away waited 2–9 s behind it).
        '*, *::before, *::after': { _motionReduce: { transitionDuration: '0s !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' } },
        '[data-state], [data-state]::before, [data-state]::after': { _motionReduce: { animationDuration: '0.01ms !important', animationDelay: '0s !important' } },
      },
  theme: {
    semanticTokens: tokensPrebuilt
      ? {}
      : {
          colors: {
            ...paletteTokens,
            fg: {
              muted: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.300}' } },
              // Field error text: Chakra's red.500 reads at 3.8:1 on white, below AA.
              error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
            },
          },
        },
    keyframes: globalsPrebuilt ? {} : { toastProgress: { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } } },
    recipes: { button: buttonRecipe },
  },
});

// Chakra's `defaultConfig` registers every recipe Chakra has (~13 KB gzip more on every route
// here): this system takes Chakra's base config, tokens and global
// styles, but only the recipes in ./theme-recipes.ts. A Chakra component whose recipe is not
// registered renders unstyled: add it there (one line; src/app/theme.test.ts checks it).
// Of Chakra's colour palettes, Kizuna draws only those its own palettes above are built on and
// the neutrals Chakra's recipes read; teal, cyan and yellow are never used (no recipe Kizuna
// registers reads them either). Of the palettes' semantic tokens (`red.solid`, `blue.fg`…),
// only gray's (every element's default palette) and those the toast recipe reads (green, orange,
// red) are used: screens pick Kizuna's palettes, and no Chakra recipe reads a numbered shade of
// its palette (`colorPalette.500`), so Kizuna's palettes have no numbered shades either. Every
// token is a name in the production build's token table (scripts/vite/chakra-prebuilt-tokens.mjs)
// and work for `createSystem` elsewhere; this leaves 644 of the 769 it had.
const unusedPalettes = new Set(['teal', 'cyan', 'yellow']);
const unusedSemanticPalettes = new Set([...unusedPalettes, 'blue', 'purple', 'pink']);
const without = <T extends object>(group: T, names: ReadonlySet<string>): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !names.has(name))) as T;

// The device's own UI font, in English and Japanese alike (San Francisco and Hiragino on Apple,
// Roboto and Noto Sans CJK on Android, Segoe UI and Yu Gothic UI on Windows); the system finds
// its colour emoji itself. Chakra's stack starts with five families a phone does not have
// (Inter, which Kizuna does not ship, -apple-system, BlinkMacSystemFont, Segoe UI, Helvetica):
// the browser looks each one up before it finds a font, again for every character the first
// font lacks (all Japanese text, every emoji). On our test machine that made the first screen's
// layout 44–46 ms against 26–30 ms with this stack (docs/decisions/performance-budgets.md).
const systemFontStack = { value: 'system-ui, sans-serif' };

const chakraTheme = defineConfig({
  preflight: !globalsPrebuilt,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: globalsPrebuilt ? {} : globalCss,
  theme: {
    breakpoints,
    keyframes: globalsPrebuilt ? {} : keyframes,
    tokens: tokensPrebuilt
      ? {}
      : { ...tokens, fonts: { ...tokens.fonts, heading: systemFontStack, body: systemFontStack }, colors: without(tokens.colors, unusedPalettes) },
    semanticTokens: tokensPrebuilt ? {} : { ...semanticTokens, colors: without(semanticTokens.colors, unusedSemanticPalettes) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: SystemContext | undefined;
/** What the app's system is made from (its test makes one from them through the build's stepped createSystem). */
export const systemConfigs = [defaultBaseConfig, chakraTheme, config] as const;
/**
 * The app's Chakra system, made on first use. Making it with Chakra's own token dictionary is
 * 40–60 ms of script on our test machine (about a third less with the production build's
 * dictionary, filled from a table); at the top level of this module it ran in the same
 * task as every module's first evaluation, the longest task of the start-up. src/app/mount.tsx
 * makes it with `makeAppSystem` before the first render. Recipes that screens register later
 * (src/components/ui/recipes.ts) join it.
 */
export const appSystem = (): SystemContext => (system ??= adoptLateRecipes(createSystem(...systemConfigs)));

/**
 * In production builds `createSystem` also comes as a generator that stops between its phases
 * (scripts/vite/chakra-system-in-steps.mjs); elsewhere it is Chakra's own function.
 */
type SteppedCreateSystem = typeof createSystem & { inSteps?: (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext, void> };

/**
 * Makes the app's system as `appSystem()` would, but across tasks where the build allows it:
 * `nextTask` is awaited between phases, so no phase blocks the main thread for long (each is a
 * few milliseconds, against 40–60 ms in one piece, four times that on a simulated phone).
 */
export const makeAppSystem = async (nextTask: () => Promise<void>): Promise<SystemContext> => {
  const inSteps = (createSystem as SteppedCreateSystem).inSteps;
  if (system || !inSteps) return appSystem();
  const steps = inSteps(...systemConfigs);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return (system ??= adoptLateRecipes(step.value));
    await nextTask();
  }
};
