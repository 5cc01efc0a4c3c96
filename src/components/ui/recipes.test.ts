// @vitest-environment node
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { kbdRecipe, qrCodeSlotRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it, vi } from 'vitest';

describe('recipes registered by the screens that use them', () => {
  it('reach a system created before or after they are registered', async () => {
    // A registry of its own: the shared one feeds the app's system in other test files.
    vi.resetModules();
    const { adoptLateRecipes, registerRecipes, registerSlotRecipes } = await import('./recipes');
    registerRecipes({ kbd: kbdRecipe });
    // Like the app's, a system whose config has a theme (Chakra reads recipes from that object).
    const system = adoptLateRecipes(createSystem(defaultBaseConfig, { theme: { recipes: {} } }));
    expect(system.getRecipe('kbd')).toBe(kbdRecipe);
    expect(system.isSlotRecipe('qrCode')).toBe(false);

    registerSlotRecipes({ qrCode: qrCodeSlotRecipe });
    expect(system.getSlotRecipe('qrCode')).toBe(qrCodeSlotRecipe);
    expect(system.isSlotRecipe('qrCode')).toBe(true);
  });
});
