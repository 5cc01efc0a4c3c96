import {
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

// The Chakra recipes every route's first screen may draw, registered with the theme. Chakra's
// full `defaultConfig` registers all ~80 of them and costs every route ~13 KB gzip
// (Lighthouse 86 instead of 96); even the ~40 Kizuna uses cost ~7 KB on every route. So only
// the shell's and the common screens' recipes are here; a component that only some screens
// render (Dialog, Menu, Textarea, NativeSelect, Table…) registers its recipe in the file that
// uses it, with `registerRecipes` / `registerSlotRecipes` (src/components/ui/recipes.ts), and
// the recipe travels in that screen's chunk:
//   import { dialogSlotRecipe } from '@chakra-ui/react/theme';
//   registerSlotRecipes({ dialog: dialogSlotRecipe });
// A Chakra component whose recipe is neither here nor registered in its file renders
// unstyled, and src/app/theme.test.ts fails naming it. Recipe names: camelCase of the
// component, `…Recipe` or `…SlotRecipe` (node_modules/@chakra-ui/react/dist/types/theme/index.d.ts).
// IconButton and CloseButton use `button`; Box, Stack, Flex, Text, Group, Portal,
// VisuallyHidden and Clipboard need none. `npm test` prints what each route loads.
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  skeleton: skeletonRecipe,
};

export const slotRecipes = {
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
};
