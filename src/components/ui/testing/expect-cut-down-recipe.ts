import { expect } from 'vitest';

interface SlotRecipeLike {
  className?: string | undefined;
  slots?: readonly string[] | undefined;
  base?: unknown;
  variants?: unknown;
  defaultVariants?: unknown;
}

/** A recipe cut down from Chakra's may leave variants out, never change a style Chakra's has. */
export const expectCutDownRecipe = (ours: SlotRecipeLike, chakra: SlotRecipeLike): void => {
  const chakraVariants = (chakra.variants ?? {}) as Record<string, Record<string, unknown>>;
  expect(ours.className).toBe(chakra.className);
  expect(ours.slots).toEqual(chakra.slots);
  expect(ours.base).toEqual(chakra.base);
  expect(ours.defaultVariants).toEqual(chakra.defaultVariants);
  for (const [group, options] of Object.entries((ours.variants ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const [name, styles] of Object.entries(options)) expect(styles, `${group}.${name}`).toEqual(chakraVariants[group]?.[name]);
  }
};
