import type { RecipeDefinition, SlotRecipeConfig, SystemContext } from '@chakra-ui/react';

// Chakra recipes that only some screens need are registered by the module that renders the
// component, not up front by the theme: each then travels in the chunk of the screen (or the
// deferred overlay) that uses it, instead of weighing on every route's entry chunk.
//
//   import { dialogSlotRecipe } from '@chakra-ui/react/theme';
//   registerSlotRecipes({ dialog: dialogSlotRecipe });   // top level of the file using <Dialog.*>
//
// Chakra looks a recipe up (and caches it) the first time a component with that key renders,
// and a module's top level always runs before its components render. The keys every first
// screen needs stay in src/app/theme-recipes.ts; src/app/theme.test.ts checks that each
// Chakra component a file imports has its recipe there or registered in that same file.

const late: { recipes: Record<string, RecipeDefinition>; slotRecipes: Record<string, SlotRecipeConfig> } = { recipes: {}, slotRecipes: {} };
const systems = new Set<SystemContext>();

const apply = (system: SystemContext): void => {
  const theme = (system._config.theme ??= {});
  Object.assign((theme.recipes ??= {}), late.recipes);
  Object.assign((theme.slotRecipes ??= {}), late.slotRecipes);
};

/** Registers recipes (`Button`, `Textarea`…) for the components of the calling module. */
export const registerRecipes = (recipes: Record<string, RecipeDefinition>): void => {
  Object.assign(late.recipes, recipes);
  systems.forEach(apply);
};

/** Registers slot recipes (`Dialog`, `Menu`…) for the components of the calling module. */
export const registerSlotRecipes = (slotRecipes: Record<string, SlotRecipeConfig>): void => {
  Object.assign(late.slotRecipes, slotRecipes);
  systems.forEach(apply);
};

/** Called by the theme on its system: what was registered before it existed, and all later. */
export const adoptLateRecipes = (system: SystemContext): SystemContext => {
  apply(system);
  systems.add(system);
  return system;
};
