import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getSession } from '@/lib/session';
import { mockServer } from '@mocks/node';
import { nodeFile, setupMockBackend, setupNodeMultipart } from '@mocks/testing/test-kit';
import { tinyPng } from '@mocks/testing/scenario-kit';
import { maxAvatarBytes } from '../forms/avatar-file';
import { recordRequests, renderProfile, signInFan } from '../testing/profile-test-kit';

// The profile picture: the client refuses what the server would (type, size) before sending,
// and shows the server's own refusals; a saved picture reaches the header's session user.
setupMockBackend();
setupNodeMultipart();
const requests = recordRequests();
const uploads = () => requests.filter((r) => r.path === '/api/users/me/avatar');

describe.each<Locales>(['en', 'ja'])('the profile picture (%s)', (locale) => {
  const LL = i18nObject(locale);
  /** Every rule in English; in Japanese, a smoke test (translations: src/i18n/translations.test.ts). */
  const everyRule = locale === 'en';
  const choose = async (file: File) => {
    // Not filtered by `accept`: the system's file dialog lets people pick "all files".
    await userEvent.setup({ applyAccept: false }).upload(await screen.findByTestId('avatar-input'), file);
  };
  const saveButton = () => screen.findByRole('button', { name: LL.profile.avatar.upload() });

  if (everyRule) it('refuses a file over 5 MB before sending it', async () => {
    await signInFan();
    renderProfile(locale);
    await choose(nodeFile(maxAvatarBytes + 1, 'big.png', 'image/png'));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(LL.validation.fileTooLarge());
    expect(screen.getByTestId('avatar-error')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: LL.profile.avatar.upload() })).toBeNull();
    expect(uploads()).toHaveLength(0);
  });

  if (everyRule) it('refuses a type that is not an image before sending it', async () => {
    await signInFan();
    renderProfile(locale);
    await choose(nodeFile('hello', 'notes.txt', 'text/plain'));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(LL.validation.fileType());
    expect(uploads()).toHaveLength(0);
  });

  if (everyRule) it("shows the server's refusal of a file that only claims to be an image", async () => {
    await signInFan();
    renderProfile(locale);
    await choose(nodeFile('not really a png', 'fake.png', 'image/png'));
    await userEvent.click(await saveButton());
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(LL.errors.UnsupportedFileType());
  });

  if (everyRule) it("shows the server's FileTooLarge", async () => {
    mockServer.use(
      http.post('*/api/users/me/avatar', () =>
        HttpResponse.json({ status: 413, name: 'FileTooLarge', description: 'The file is too large.' }, { status: 413 }),
      ),
    );
    await signInFan();
    renderProfile(locale);
    await choose(nodeFile(tinyPng(), 'me.png', 'image/png'));
    await userEvent.click(await saveButton());
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(LL.errors.FileTooLarge());
  });

  it('previews, then saves a picture and updates the session user', async () => {
    await signInFan();
    renderProfile(locale);
    await choose(nodeFile(tinyPng(), 'me.png', 'image/png'));
    expect(await screen.findByTestId('avatar-preview')).toBeVisible();
    await userEvent.click(await saveButton());
    expect(await screen.findByText(LL.profile.avatar.uploaded())).toBeVisible();
    await waitFor(() => expect(getSession().user?.avatarUrl).toMatch(/^data:image\/png;base64,/));
    expect(uploads()).toHaveLength(1);
    expect(screen.getByTestId('avatar-current')).toBeVisible();
  });

  if (everyRule) it('drops a chosen picture on cancel', async () => {
    await signInFan();
    renderProfile(locale);
    await choose(nodeFile(tinyPng(), 'me.png', 'image/png'));
    await userEvent.click(await screen.findByRole('button', { name: LL.profile.avatar.cancel() }));
    expect(await screen.findByTestId('avatar-current')).toBeVisible();
    expect(uploads()).toHaveLength(0);
  });
});
