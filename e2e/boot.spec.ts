import { expect, test } from './fixtures';

// Before the app's code has run, index.html alone draws the page (its boot spinner). It follows
// the system's colour scheme, as the app does on a first visit, so a phone in dark mode shows
// a dark page from the first frame instead of a white flash.
for (const scheme of ['light', 'dark'] as const) {
  test(`before the app starts, the page is ${scheme} on a ${scheme} system`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // Hold every script back: what shows is index.html on its own.
    await page.route(/\.(js|mjs|ts|tsx)(\?.*)?$/, () => undefined);
    await page.goto('/chats', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading… / 読み込み中…' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    // Chakra's page background in each mode: its black on a dark system (index.html's own rule,
    // which Chakra's layered stylesheet does not override), and on a light one white, or
    // transparent on the white canvas until that stylesheet has arrived.
    if (scheme === 'dark') expect(background).toBe('rgb(9, 9, 11)');
    else expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(background);
  });
}
