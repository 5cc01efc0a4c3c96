// @vitest-environment node
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { checkboxRecipe } from './checkbox-recipe';

// The cut-down recipe may leave variants out, never change a style Chakra's has.
describe('checkboxRecipe', () => {
  it("is Chakra's checkbox recipe, with only the variants Kizuna draws", () => {
    const chakra = checkboxSlotRecipe;
    const chakraVariants = (chakra.variants ?? {}) as Record<string, Record<string, unknown>>;
    expect(checkboxRecipe.className).toBe(chakra.className);
    expect(checkboxRecipe.slots).toEqual(chakra.slots);
    expect(checkboxRecipe.base).toEqual(chakra.base);
    expect(checkboxRecipe.defaultVariants).toEqual(chakra.defaultVariants);
    for (const [group, options] of Object.entries(checkboxRecipe.variants ?? {})) {
      for (const [name, styles] of Object.entries(options)) expect(styles, `${group}.${name}`).toEqual(chakraVariants[group]?.[name]);
    }
  });
});
