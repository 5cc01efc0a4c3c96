// Every element Chakra draws goes through its styled factory (`chakra(tag, config)`,
// styled-system/factory.js), and every render of it made the component's recipe function again:
// `cva(config)` (its variants normalised, a css function and two memos, each with its own LRU),
// `cva(tag.__emotion_cva)` for a component built on another, and their merge (one more `cva`).
// The config, the tag's and the system's `cva` are the same from one render to the next, so the
// recipe was the same too, yet its caches started empty on every render, and the recipe's styles
// were worked out again for each instance: six rows of the chat list made the same recipes six
// times. In production builds each styled component keeps the recipe it made, with the `cva` it
// made it with, and makes it again only for another system's `cva`. The dev server and the tests
// keep Chakra's untouched module. The edit matches Chakra 3.37's source exactly: if an upgrade
// changes it, the build fails here.

import { chakraStyledSystemModule, editModulePlugin, editSource } from './edit-source.mjs';

const factoryModule = chakraStyledSystemModule('factory.js');

/**
 * Chakra's styled factory keeping each component's recipe (exported for its test); throws if
 * Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const recipePerComponent = (code) =>
  editSource(
    code,
    [
      [
        `  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);
`,
        `  let recipeOfSystem;
  const Styled = withEmotionCache((inProps, cache2, ref) => {
    const { cva, isValidProperty } = useChakraContext();
    if (recipeOfSystem === void 0 || recipeOfSystem.cva !== cva) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      recipeOfSystem = { cva, cvaRecipe: mergeCva(baseCva, cvaFn) };
    }
    const cvaRecipe = recipeOfSystem.cvaRecipe;
`,
      ],
    ],
    { plugin: 'chakra-recipe-per-component', module: "Chakra's styled factory", library: 'Chakra' },
  );

/** Production builds: each styled component makes its recipe once per system. */
export const chakraRecipePerComponent = () => editModulePlugin('kizuna:chakra-recipe-per-component', factoryModule, recipePerComponent);
