// @vitest-environment node
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { describe, it } from 'vitest';
import { nativeSelectRecipe } from './native-select-recipe';
import { expectCutDownRecipe } from './testing/expect-cut-down-recipe';

describe('nativeSelectRecipe', () => {
  it("is Chakra's native select recipe, with only the variants Kizuna draws", () => {
    expectCutDownRecipe(nativeSelectRecipe, nativeSelectSlotRecipe);
  });
});
