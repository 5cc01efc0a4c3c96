import { expect, test } from './fixtures';

// A system that asks for less motion (prefers-reduced-motion: reduce) gets things that open and
// close without their entrance and exit animations, and no transitions (src/app/theme.ts); the
// default keeps them.
test('menus open without animation when the system asks for less motion', async ({ page, login, navigate }) => {
  await login('fan');
  await navigate('/profile');
  const menu = page.getByRole('menu');
  const motion = () =>
    menu.evaluate((element) => {
      const style = getComputedStyle(element);
      return { animation: style.animationName, duration: parseFloat(style.animationDuration) };
    });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.getByTestId('user-menu').click();
    await expect(menu).toBeVisible();
    const { animation, duration } = await motion();
    // The same animation either way; only how long it takes differs.
    expect(animation).not.toBe('none');
    if (reducedMotion === 'reduce') expect(duration).toBeLessThan(0.001);
    else expect(duration).toBeGreaterThanOrEqual(0.1);
    // As a keyboard user would: Escape once the menu has the focus.
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});

// With less motion asked for, a style change reaches layout at once. A tiny transition
// duration (what the rule used to set) made every property of every element a transition: a
// new padding was still the old one when the browser laid the page out, and the chat's
// virtualised history re-rendered itself every frame on such phones (src/app/theme.ts).
test('a style change reaches layout at once, whatever motion the system asks for', async ({ page, navigate }) => {
  await navigate('/sign-in');
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    const height = await page.evaluate(() => {
      const box = document.createElement('div');
      document.body.append(box);
      // Laid out once at no height, then given a padding and measured in the same task.
      void box.offsetHeight;
      box.style.paddingTop = '100px';
      const measured = box.offsetHeight;
      box.remove();
      return measured;
    });
    expect(height, reducedMotion).toBe(100);
  }
});
