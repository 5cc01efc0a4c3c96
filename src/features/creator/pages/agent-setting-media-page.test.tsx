import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { uploadLimitFor, uploadRules } from '@/api/generated/upload-rules';
import { updateMyAgentMediaBodyPriceInPointsMax } from '@/api/generated/zod/my-agent/my-agent.zod';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { orderedMedia } from '@mocks/areas/my-agent/rules';
import { nodeFile, setupMockBackend, setupNodeMultipart } from '@mocks/testing/test-kit';
import { tinyPng } from '@mocks/testing/scenario-kit';
import { chooseFiles, renderMedia } from '../testing/studio-test-kit';

// The media page alone: files refused before sending (too large, unsupported type), an
// upload, locking with a price, reordering and deleting, against the mock backend.
setupMockBackend();
setupNodeMultipart();

const aoi = () => getDb().agents.find((a) => a.name === 'aoi_draws')!;
const titles = () => orderedMedia(aoi()).map((m) => m.title);
const maxImageBytes = uploadLimitFor(uploadRules.MediaUploadRequest, 'image/png')!.maxBytes;

describe.each<Locales>(['en', 'ja'])('the media page (%s)', (locale) => {
  const LL = i18nObject(locale);
  const m = LL.creator.media;
  const items = async () => within(await screen.findByTestId('media-list')).getAllByTestId('media-item');

  it('refuses a file that is too large or of an unsupported type, and uploads one that fits', async () => {
    await renderMedia(locale);
    expect(await screen.findByRole('heading', { level: 1, name: m.heading() })).toBeVisible();
    await chooseFiles('media-file-input', [nodeFile(maxImageBytes + 1, 'huge.png', 'image/png'), nodeFile('hello', 'notes.txt', 'text/plain')]);
    const errors = await screen.findAllByTestId('upload-error');
    expect(errors.map((e) => e.textContent)).toEqual([
      m.failed({ name: 'huge.png', reason: LL.validation.fileTooLarge() }),
      m.failed({ name: 'notes.txt', reason: LL.validation.fileType() }),
    ]);
    if (locale === 'ja') return;
    const before = getDb().media.length;
    await chooseFiles('media-file-input', nodeFile(tinyPng(), 'new-sketch.png', 'image/png'));
    expect(await screen.findByText(m.uploaded({ name: 'new-sketch.png' }))).toBeInTheDocument();
    await waitFor(async () => expect(await items()).toHaveLength(6));
    expect(getDb().media.length).toBe(before + 1);
  });

  if (locale === 'en') {
    it('counts the album only once its list has loaded', async () => {
      // The list's answer is held back until the loading state has been looked at.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      mockServer.use(http.get('*/api/my-agent/media', async () => void (await held), { once: true }));
      await renderMedia(locale);
      const album = await screen.findByRole('heading', { level: 2, name: m.heading2() });
      expect(screen.getByRole('status', { name: LL.shell.loading() })).toBeVisible();
      release();
      const count = `${m.heading2()} · ${m.count({ count: orderedMedia(aoi()).length })}`;
      await waitFor(() => expect(album).toHaveTextContent(count));
    });

    it('locks an item with a price, refusing a price out of range', async () => {
      await renderMedia(locale);
      const free = (await items()).find((item) => within(item).queryByText(m.free()))!;
      const price = within(free).getByLabelText(m.price());
      fireEvent.change(price, { target: { value: '0' } });
      await userEvent.click(within(free).getByRole('button', { name: m.lock() }));
      // The rule names the contract's ceiling, formatted for the language (100,000).
      expect(within(free).getByRole('alert')).toHaveTextContent(new Intl.NumberFormat(locale).format(updateMyAgentMediaBodyPriceInPointsMax));
      fireEvent.change(price, { target: { value: '120' } });
      await userEvent.click(within(free).getByRole('button', { name: m.lock() }));
      await waitFor(() => expect(within(free).getByText(`${m.locked()} · ${LL.format.points({ count: 120 })}`)).toBeVisible());
      const title = within(free).getByRole('img').getAttribute('alt');
      expect(getDb().media.find((x) => x.title === title)).toMatchObject({ locked: true, priceInPoints: 120 });
    });

    it('reorders and deletes items', async () => {
      await renderMedia(locale);
      const [first, second] = titles();
      await userEvent.click(await screen.findByRole('button', { name: m.moveDown({ title: first! }) }));
      expect(await screen.findByText(m.orderSaved())).toBeVisible();
      expect(titles().slice(0, 2)).toEqual([second, first]);
      await userEvent.click(screen.getByRole('button', { name: m.delete({ title: second! }) }));
      const dialog = await screen.findByRole('alertdialog', { name: m.deleteTitle() });
      await userEvent.click(within(dialog).getByRole('button', { name: m.deleteConfirm() }));
      expect(await screen.findByText(m.deleted())).toBeVisible();
      expect(titles()).not.toContain(second);
      await waitFor(async () => expect(await items()).toHaveLength(4));
    });
  }
});
