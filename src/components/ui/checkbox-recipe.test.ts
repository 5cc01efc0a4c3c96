// @vitest-environment node
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { describe, it } from 'vitest';
import { checkboxRecipe } from './checkbox-recipe';
import { expectCutDownRecipe } from './testing/expect-cut-down-recipe';

describe('checkboxRecipe', () => {
  it("is Chakra's checkbox recipe, with only the variants Kizuna draws", () => {
    expectCutDownRecipe(checkboxRecipe, checkboxSlotRecipe);
  });
});
