// Chakra's `createSystem` is one synchronous call of 40–60 ms on our test machine (its token
// dictionary above all), so it is one long task before the first paint: Lighthouse's simulated
// phone multiplies it by 4 and counts everything past 50 ms as blocking time. In production
// builds the token dictionary is filled from a table made at build time
// (scripts/vite/chakra-prebuilt-tokens.mjs), and this plugin turns `createSystem` into a
// generator that stops between its phases (the layers, the dictionary, the utilities, the
// compositions, the token map), and hangs the generator on the function as
// `createSystem.inSteps`. src/app/theme.ts drives it across tasks at start-up; `createSystem`
// itself runs the same generator to its end in one go, so every other caller gets what it
// always got. The phases run in Chakra's order, with Chakra's code: only the seams are added.
// Where the token dictionary can be made in steps too (the production build's prebuilt one), the
// dictionary's phase stops between its own steps.
//
// The dev server and the tests keep Chakra's untouched module (there is no `inSteps`, and the
// theme makes the system in one call). The edit matches Chakra 3.37's source exactly: if an
// upgrade changes it, the build fails here.

import { chakraStyledSystemModule, editModulePlugin, editSource } from './edit-source.mjs';
import { runToEnd } from './run-to-end.mjs';

const systemModule = chakraStyledSystemModule('system.js');

const runToEndSource = `${runToEnd.toString()}\n`;

// The production build's token dictionary is filled in steps too (chakra-prebuilt-tokens.mjs:
// `createTokenDictionary.inSteps`); Chakra's own is made in one call.
const tokenDictionaryInSteps = `function* tokenDictionaryInSteps(options) {
  if (createTokenDictionary.inSteps) return yield* createTokenDictionary.inSteps(options);
  return createTokenDictionary(options);
}
`;

/**
 * Chakra's system module with `createSystem.inSteps`, a generator that stops between the
 * system's phases (exported for its test); throws if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const systemInSteps = (code) =>
  editSource(code, [
    ['function createSystem(...configs) {', `${tokenDictionaryInSteps}function* createSystemSteps(...configs) {`],
    ['  const layers = createLayers(config);\n', '  const layers = createLayers(config);\n  yield;\n'],
    ['  const tokens = createTokenDictionary({', '  yield;\n  const tokens = yield* tokenDictionaryInSteps({'],
    [
      `  const utility = createUtility({
    config: utilities,
    tokens
  });
`,
      `  yield;
  const utility = createUtility({
    config: utilities,
    tokens
  });
  yield;
`,
    ],
    ['  assignComposition();\n', '  assignComposition();\n  yield;\n'],
    ['  const tokenMap = getTokenMap(tokens);\n', '  yield;\n  const tokenMap = getTokenMap(tokens);\n  yield;\n'],
    [
      'export { createSystem, isValidSystem };',
      `${runToEndSource}function createSystem(...configs) {
  return runToEnd(createSystemSteps(...configs));
}
createSystem.inSteps = createSystemSteps;
export { createSystem, isValidSystem };`,
    ],
  ], { plugin: 'chakra-system-in-steps', module: "Chakra's createSystem", library: 'Chakra' });

/** Production builds: Chakra's `createSystem` can be made across tasks (`createSystem.inSteps`). */
export const chakraSystemInSteps = () => editModulePlugin('kizuna:chakra-system-in-steps', systemModule, systemInSteps);
