import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

// Hostile text through every place the UI renders user or AI text (issue 13). The mock
// backend's `POST /__mock/hostile` rewrites the seeded records with the corpus
// (tests/fixtures/hostile-corpus.ts: BLNS, HTML/markdown/URL payloads, bidi overrides and
// zero-width joiners, a 10,000-character line), so the app's real rendering paths show it.
// On every screen: no payload ran (the `window.__xss` sentinel is unset and no dialog opened),
// the text shows as text, and a 412 px phone gets no horizontal scroll.
test.use({ locale: 'en-US', colorScheme: 'light', viewport: { width: 412, height: 915 } });

/** The first characters of every single-value payload (tests/fixtures/hostile-corpus.ts). */
const marker = '<b>bold?</b> <img src=x onerror="window.__xss=\'img\'">';

const armSentinel = async (page: Page, dialogs: string[]) => {
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    // BLNS's payloads call alert(); ours set window.__xss. Either one is an execution.
    const flag = (kind: string) => (message?: unknown) => {
      (window as unknown as { __xss?: string }).__xss = `${kind}:${String(message)}`;
      return null;
    };
    window.alert = flag('alert');
    window.confirm = flag('confirm') as unknown as typeof window.confirm;
    window.prompt = flag('prompt') as unknown as typeof window.prompt;
  });
};

const seedHostileData = async (page: Page) => {
  // The mock backend lives in the app's service worker: start the app first.
  await page.goto('/send-reset-password-email');
  await waitForApp(page);
  const summary = await page.evaluate(() => fetch('/__mock/hostile', { method: 'POST', body: '{}' }).then((r) => r.json() as Promise<{ corpus: number }>));
  expect(summary.corpus).toBeGreaterThan(500);
};

interface ScreenCheck {
  /** Text that must show literally (a payload's own characters). */
  text?: string;
}

const expectScreenHolds = async (page: Page, dialogs: string[], path: string, check: ScreenCheck = { text: marker }) => {
  await page.locator(`main[data-pathname="${path.split(' ')[0]}"]`).waitFor({ state: 'attached' });
  // Shown as text: on screen, or as the value of a form field.
  if (check.text) {
    const expected = check.text;
    await expect
      .poll(() =>
        page.evaluate(
          (text) =>
            document.body.innerText.includes(text) ||
            [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) => field.value.includes(text)),
          expected,
        ),
      { message: `the payload's text shows on ${path}` })
      .toBe(true);
  }
  const state = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    // The innermost elements that reach past the right edge: where a fix belongs.
    const edge = root.clientWidth + 1;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > edge);
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    // Text can spill out of a box that itself fits.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > edge && node.parentElement) innermost.push(node.parentElement);
    }
    return {
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      bodyWidth: document.body.scrollWidth,
      overflowing: innermost
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${[...el.classList].join('.')} “${(el.textContent ?? '').slice(0, 40)}”`),
    };
  });
  expect(state.xss, `a payload ran on ${path}`).toBeNull();
  expect(dialogs, `a dialog opened on ${path}`).toEqual([]);
  expect.soft(state.scrollWidth, `horizontal scroll on ${path}: ${state.overflowing.join(' | ')}`).toBeLessThanOrEqual(state.clientWidth);
};

test('a fan sees hostile names, messages, replies, titles and labels as text, with no scroll sideways', async ({ page, login, navigate }) => {
  const dialogs: string[] = [];
  await armSentinel(page, dialogs);
  await seedHostileData(page);
  await login('fan');

  // null: the screen shows none of the rewritten text (the primary link's label is the product's).
  const screens: [string, string | null][] = [
    ['/chats', marker],
    ['/chats/aoi_draws/album', marker],
    ['/profile', marker],
    ['/referral', null],
    ['/referral/share-links', marker],
    ['/referral/statistics', marker],
    ['/payment', marker],
  ];
  for (const [path, text] of screens) {
    await navigate(path);
    await expectScreenHolds(page, dialogs, path, { text: text ?? undefined });
  }

  await navigate('/chats/aoi_draws');
  await expectScreenHolds(page, dialogs, '/chats/aoi_draws');
  // The socket loads on the first interaction (or a quiet screen): a fan about to read a reply
  // has touched the page.
  await page.mouse.move(10, 10);
  // A reply streamed in 40-character pieces, so tags arrive split across deltas.
  await page.evaluate(() => fetch('/__mock/hostile-reply', { method: 'POST', body: JSON.stringify({ delayMs: 60 }) }));
  await expect(page.getByTestId('streaming-reply')).toBeVisible();
  await expect(page.getByTestId('streaming-reply')).toHaveCount(0, { timeout: 15_000 });
  await expectScreenHolds(page, dialogs, '/chats/aoi_draws (streamed reply)');
});

test('a creator sees hostile agent text, facts, media titles and fans as text, with no scroll sideways', async ({ page, login, navigate }) => {
  const dialogs: string[] = [];
  await armSentinel(page, dialogs);
  await seedHostileData(page);
  await login('creator');
  // null: the screen shows none of the rewritten text (agent-setting is still a placeholder).
  const screens: [string, string | null][] = [
    ['/my-agent', marker],
    ['/my-agent/statistics', marker],
    ['/my-agent/statistics/withdraw', marker],
    ['/my-agent/agent-setting', null],
    ['/my-agent/agent-setting/media', marker],
    ['/my-agent/agent-setting/edit', null],
  ];
  for (const [path, text] of screens) {
    await navigate(path);
    await expectScreenHolds(page, dialogs, path, { text: text ?? undefined });
  }
});

test('a guest sees a hostile agent on the demo chat as text', async ({ page, navigate }) => {
  const dialogs: string[] = [];
  await armSentinel(page, dialogs);
  await seedHostileData(page);
  await navigate('/demo/aoi_draws/chats', { reload: true });
  await expectScreenHolds(page, dialogs, '/demo/aoi_draws/chats');
});

/**
 * The toast that shows `text`, measured in one go (a toast leaves after 3 s): no payload ran,
 * the toast is on screen, its text does not reach past it, and the page does not scroll sideways.
 */
const expectToastHolds = async (page: Page, dialogs: string[], text: string, after: string) => {
  const measured: { state?: { xss: string | null; viewport: number; viewportHeight: number; scrollWidth: number; left: number; right: number; textRight: number; height: number } | null } = {};
  await expect
    .poll(
      async () => {
        measured.state = await page.evaluate((expected) => {
          const toast = [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')].find((el) => el.querySelector('[data-part="description"]')?.textContent?.includes(expected));
          const description = toast?.querySelector('[data-part="description"]');
          if (!toast || !description) return null;
          const box = toast.getBoundingClientRect();
          // The text's own extent: it may spill out of a box that clips it.
          const range = document.createRange();
          range.selectNodeContents(description);
          const root = document.scrollingElement ?? document.documentElement;
          return {
            xss: (window as unknown as { __xss?: string }).__xss ?? null,
            viewport: root.clientWidth,
            viewportHeight: window.innerHeight,
            scrollWidth: root.scrollWidth,
            left: box.left,
            right: box.right,
            textRight: range.getBoundingClientRect().right,
            height: box.height,
          };
        }, text);
        return Boolean(measured.state);
      },
      // Often, since the toast leaves after 3 s; the call before it may be slow on a busy machine.
      { message: `a toast shows the label after ${after}`, intervals: [50], timeout: 15_000 },
    )
    .toBe(true);
  const seen = measured.state;
  if (!seen) throw new Error(`no toast measured (${after})`);
  expect(seen.xss, `a payload ran (${after})`).toBeNull();
  expect(dialogs, `a dialog opened (${after})`).toEqual([]);
  expect(seen.left, `the toast starts off screen (${after})`).toBeGreaterThanOrEqual(0);
  expect(seen.right, `the toast ends off screen (${after})`).toBeLessThanOrEqual(seen.viewport);
  expect(seen.textRight, `the toast's text runs past it (${after})`).toBeLessThanOrEqual(seen.right);
  expect(seen.height, `the toast is taller than the screen (${after})`).toBeLessThanOrEqual(seen.viewportHeight / 2);
  expect(seen.scrollWidth, `horizontal scroll (${after})`).toBeLessThanOrEqual(seen.viewport);
};

test('hostile share-link labels show as text in their toasts, with no scroll sideways', async ({ page, login, navigate }) => {
  const dialogs: string[] = [];
  await armSentinel(page, dialogs);
  await seedHostileData(page);
  await login('fan');
  await navigate('/referral/share-links');
  await expectScreenHolds(page, dialogs, '/referral/share-links');

  // Labels a user types (the contract allows 40 characters): markup, a script URL, bidi, a long word.
  // Labels are unique per user and the seeded ones are corpus entries: these are variants of them.
  const typed = [
    `<img src=x onerror="window.__xss='t'">`,
    `<script>window.__xss='typed'</script>`,
    `<svg/onload=window.__xss='typed'>`,
    `javascript:window.__xss='typed'`,
    `[x](javascript:window.__xss='typed')`,
    'typed \u202Etxt.exe\u202C \u200Bzero\u200Dwidth',
    'W'.repeat(40),
  ];
  for (const label of typed) {
    await page.getByTestId('link-label').fill(label);
    await page.getByTestId('create-link-form').getByRole('button', { name: 'Create link' }).click();
    await expectToastHolds(page, dialogs, label, `creating "${label}"`);
  }

  // A stored label: every markup and bidi payload, then the 10,000-character line.
  const stored = page.getByTestId('share-links').locator('li').filter({ hasText: marker }).first();
  await stored.getByRole('button', { name: /^Remove the link/ }).click();
  await expect(page.getByTestId('remove-link-dialog')).toBeVisible();
  await expectScreenHolds(page, dialogs, '/referral/share-links (remove dialog)');
  await page.getByTestId('remove-link-dialog').getByTestId('confirm-action').click();
  await expectToastHolds(page, dialogs, marker, 'removing the stored label');
});
