// Chakra's `createSystem` is one synchronous call of 40–60 ms on our test machine (its token
// dictionary above all), so it is one long task before the first paint: Lighthouse's simulated
// phone multiplies it by 4 and counts everything past 50 ms as blocking time. In production
// builds this plugin turns it and the token dictionary it builds into generators that stop
// between their phases (the token registration, each pass of transforms and references, the
// views, the utilities, the token map), and hangs the generator on the function as
// `createSystem.inSteps`. src/app/theme.ts drives it across tasks at start-up; `createSystem`
// itself runs the same generator to its end in one go, so every other caller gets what it
// always got. The phases run in Chakra's order, with Chakra's code: only the seams are added.
//
// The dev server and the tests keep Chakra's untouched module (there is no `inSteps`, and the
// theme makes the system in one call). The edit matches Chakra 3.37's source exactly: if an
// upgrade changes it, the build fails here.

import { editSource } from './edit-source.mjs';

const systemModule = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const dictionaryModule = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/** Runs a generator to its end in the current task and returns what it returns. */
const runToEnd = 'function runToEnd(steps) {\n  let step = steps.next();\n  while (!step.done) step = steps.next();\n  return step.value;\n}\n';

/**
 * Chakra's token dictionary module with `createTokenDictionarySteps`, a generator that stops
 * between the dictionary's phases (exported for its test); throws if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const tokenDictionaryInSteps = (code) =>
  editSource(code, [
    ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
    [
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`,
      // build()'s own body, in its order, with a stop after each heavy phase.
      `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  yield;
  applyTransforms("pre");
  yield;
  addConditionalTokens();
  addReferences();
  yield;
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;
}
${runToEnd}function createTokenDictionary(options) {
  return runToEnd(createTokenDictionarySteps(options));
}`,
    ],
    // The stepped phases above are build()'s: if Chakra changes build(), so must they.
    [
      `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
`,
      '',
    ],
    ['export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'],
  ], { plugin: 'chakra-system-in-steps', module: "Chakra's token dictionary", library: 'Chakra' });

/**
 * Chakra's system module with `createSystem.inSteps`, a generator that stops between the
 * system's phases (exported for its test); throws if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const systemInSteps = (code) =>
  editSource(code, [
    ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionarySteps } from './token-dictionary.js';"],
    ['function createSystem(...configs) {', 'function* createSystemSteps(...configs) {'],
    ['  const layers = createLayers(config);\n', '  const layers = createLayers(config);\n  yield;\n'],
    ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
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
      `${runToEnd}function createSystem(...configs) {
  return runToEnd(createSystemSteps(...configs));
}
createSystem.inSteps = createSystemSteps;
export { createSystem, isValidSystem };`,
    ],
  ], { plugin: 'chakra-system-in-steps', module: "Chakra's createSystem", library: 'Chakra' });

/** Production builds: Chakra's `createSystem` can be made across tasks (`createSystem.inSteps`). */
export const chakraSystemInSteps = () => {
  let build = false;
  return {
    name: 'kizuna:chakra-system-in-steps',
    configResolved(config) {
      build = config.command === 'build' && !process.env.VITEST;
    },
    transform: {
      filter: { id: [systemModule, dictionaryModule] },
      handler(code, id) {
        if (!build) return null;
        if (systemModule.test(id)) return { code: systemInSteps(code), map: null };
        if (dictionaryModule.test(id)) return { code: tokenDictionaryInSteps(code), map: null };
        return null;
      },
    },
  };
};
