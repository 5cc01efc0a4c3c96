import { appSystem } from '@/app/theme';

/**
 * Leaves Chakra's global styles (the preflight, the global rules and ~600 token variables in
 * both colour modes) out of jsdom, as the production build leaves them out of Emotion: there
 * they ship as a stylesheet (scripts/vite/chakra-static-globals.mjs), and jsdom loads no
 * stylesheet. In the unit suite the provider's `<Global>` made jsdom parse them again for
 * every test (each test mounts its own provider) and match them on every getComputedStyle
 * call, which role queries make for each element and its ancestors: about 7 % of the dom
 * project's CPU time (docs/decisions/testing.md). jsdom resolves no `var()`, so no style a
 * test can see came from them; a component's own rules (recipes, `css`) are still inserted.
 */
export const withoutChakraGlobals = (): void => {
  const system = appSystem() as unknown as { _global?: unknown };
  if (!Array.isArray(system._global)) {
    throw new Error("Chakra's system no longer keeps its global styles in `_global`: check tests/without-chakra-globals.ts against the upgrade.");
  }
  system._global.splice(0);
};
