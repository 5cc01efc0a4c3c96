import * as chakra from '@chakra-ui/react/theme';

// The Chakra recipes Kizuna registers. Chakra's full `defaultConfig` registers all ~80 of
// them and costs every route ~13 KB gzip (Lighthouse 86 instead of 96), and the budgets in
// performance-budgets.json have no room for that: we register only what the app renders.
//
// Using a Chakra component that is not listed renders it unstyled, and
// src/app/theme.test.ts fails naming the missing key. To add one, add ONE line below, under
// the key Chakra's component reads (its name in camelCase) — for example
//   recipes:     textarea: chakra.textareaRecipe,   kbd: chakra.kbdRecipe,   skeleton: chakra.skeletonRecipe,
//   slotRecipes: tabs: chakra.tabsSlotRecipe,   popover: chakra.popoverSlotRecipe,   switch: chakra.switchSlotRecipe,
//                select: chakra.selectSlotRecipe,   radioGroup: chakra.radioGroupSlotRecipe,
//                segmentGroup: chakra.segmentGroupSlotRecipe,   pinInput: chakra.pinInputSlotRecipe,
//                fileUpload: chakra.fileUploadSlotRecipe,   qrCode: chakra.qrCodeSlotRecipe,  …
// (every name: node_modules/@chakra-ui/react/dist/types/theme/index.d.ts). `npm test` prints
// what each route then loads; a recipe costs 0.1–0.6 KB gzip. IconButton and CloseButton use
// `button`, InputGroup `inputAddon`, Checkbox also `checkmark`; Box, Stack, Flex, Text, Group,
// Portal, VisuallyHidden and Clipboard need none.
export const recipes = {
  badge: chakra.badgeRecipe,
  button: chakra.buttonRecipe,
  checkmark: chakra.checkmarkRecipe,
  code: chakra.codeRecipe,
  container: chakra.containerRecipe,
  heading: chakra.headingRecipe,
  icon: chakra.iconRecipe,
  input: chakra.inputRecipe,
  inputAddon: chakra.inputAddonRecipe,
  link: chakra.linkRecipe,
  separator: chakra.separatorRecipe,
  spinner: chakra.spinnerRecipe,
  skeleton: chakra.skeletonRecipe,
  textarea: chakra.textareaRecipe,
  radiomark: chakra.radiomarkRecipe,
};

export const slotRecipes = {
  alert: chakra.alertSlotRecipe,
  avatar: chakra.avatarSlotRecipe,
  card: chakra.cardSlotRecipe,
  checkbox: chakra.checkboxSlotRecipe,
  dialog: chakra.dialogSlotRecipe,
  drawer: chakra.drawerSlotRecipe,
  field: chakra.fieldSlotRecipe,
  menu: chakra.menuSlotRecipe,
  nativeSelect: chakra.nativeSelectSlotRecipe,
  progress: chakra.progressSlotRecipe,
  table: chakra.tableSlotRecipe,
  toast: chakra.toastSlotRecipe,
  tooltip: chakra.tooltipSlotRecipe,
  dataList: chakra.dataListSlotRecipe,
  emptyState: chakra.emptyStateSlotRecipe,
  list: chakra.listSlotRecipe,
  popover: chakra.popoverSlotRecipe,
  qrCode: chakra.qrCodeSlotRecipe,
  stat: chakra.statSlotRecipe,
  fieldset: chakra.fieldsetSlotRecipe,
  radioGroup: chakra.radioGroupSlotRecipe,
  tag: chakra.tagSlotRecipe,
};
