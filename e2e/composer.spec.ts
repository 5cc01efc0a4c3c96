import { expect, test } from './fixtures';

// The chat's message box grows with what is typed, up to its cap, then scrolls; sending
// empties it and it shrinks back to one line. Chromium sizes it with CSS (`field-sizing`);
// the box's unit test covers the script that does it in other browsers.
test.use({ locale: 'en-US', colorScheme: 'light', viewport: { width: 412, height: 915 } });

test('the message box grows with the draft up to its cap, and shrinks back when sent', async ({ page, login, navigate }) => {
  await login('fan');
  await navigate('/chats/luna_stars');
  const box = page.getByTestId('composer-input');
  const height = async () => (await box.boundingBox())?.height ?? 0;
  const oneLine = await height();
  await box.fill('one\ntwo\nthree\nfour');
  await expect.poll(height).toBeGreaterThan(oneLine * 2);
  await box.fill(Array.from({ length: 30 }, (_, line) => `line ${line + 1}`).join('\n'));
  // Capped at `maxH="40"` (10rem = 160 px), and the rest scrolls.
  await expect.poll(height).toBeCloseTo(160, 0);
  // The rest scrolls: there is more than shows, and the box moves through it.
  expect(
    await box.evaluate((element) => {
      element.scrollTop = 40;
      return element.scrollHeight > element.clientHeight && element.scrollTop > 0;
    }),
  ).toBe(true);
  await box.fill('Hello');
  await page.getByTestId('send-button').click();
  await expect(box).toHaveValue('');
  await expect.poll(height).toBeCloseTo(oneLine, 0);
});
