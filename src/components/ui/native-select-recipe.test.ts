// @vitest-environment node
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { nativeSelectRecipe } from './native-select-recipe';

// The cut-down recipe may leave variants out, never change a style Chakra's has.
describe('nativeSelectRecipe', () => {
  it("is Chakra's native select recipe, with only the variants Kizuna draws", () => {
    const chakra = nativeSelectSlotRecipe;
    const chakraVariants = (chakra.variants ?? {}) as Record<string, Record<string, unknown>>;
    expect(nativeSelectRecipe.className).toBe(chakra.className);
    expect(nativeSelectRecipe.slots).toEqual(chakra.slots);
    expect(nativeSelectRecipe.base).toEqual(chakra.base);
    expect(nativeSelectRecipe.defaultVariants).toEqual(chakra.defaultVariants);
    for (const [group, options] of Object.entries(nativeSelectRecipe.variants ?? {})) {
      for (const [name, styles] of Object.entries(options)) expect(styles, `${group}.${name}`).toEqual(chakraVariants[group]?.[name]);
    }
  });
});
