import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uploadRules } from '@/api/generated/upload-rules';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { nodeFile, setupMockBackend, setupNodeMultipart } from '@mocks/testing/test-kit';
import { tinyPng } from '@mocks/testing/scenario-kit';
import { renderSignedIn } from '../../../../tests/demo-user';
import { chooseFiles } from '../testing/studio-test-kit';
import { ProfileImageEditor } from './profile-image-editor';

// The agent's profile image (a part of the edit screen, rendered alone): preview, upload with progress, the spec's
// "Failed to upload profile image." when storage fails (the mock fails a file whose name
// starts with "fail"), and the client's own refusals before anything is sent.
setupMockBackend();
setupNodeMultipart();

const aoi = () => getDb().agents.find((a) => a.name === 'aoi_draws')!;
const maxBytes = uploadRules.ImageUploadRequest[0]!.maxBytes;
const renderEditor = (locale: Locales) =>
  renderSignedIn(<ProfileImageEditor agent={{ displayName: 'Aoi', avatarUrl: aoi().avatarUrl }} />, { as: 'creator', route: '/my-agent/agent-setting/edit', locale });

describe.each<Locales>(['en', 'ja'])('the profile image (%s)', (locale) => {
  const LL = i18nObject(locale);
  const everyRule = locale === 'en';

  it('previews the chosen image, uploads it and shows it as the current one', async () => {
    await renderEditor(locale);
    const before = aoi().avatarUrl;
    await chooseFiles('profile-image-input', nodeFile(tinyPng(), 'me.png', 'image/png'));
    expect(await screen.findByRole('img', { name: LL.studio.settings.imagePreview() })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: LL.studio.settings.uploadImage() }));
    expect(await screen.findByText(LL.studio.settings.imageUploaded())).toBeVisible();
    expect(screen.queryByTestId('profile-image-preview')).toBeNull();
    expect(aoi().avatarUrl).not.toBe(before);
    expect(aoi().avatarUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('says "Failed to upload profile image." when the upload fails, and keeps the chosen image', async () => {
    await renderEditor(locale);
    const before = aoi().avatarUrl;
    await chooseFiles('profile-image-input', nodeFile(tinyPng(), 'fail-me.png', 'image/png'));
    await userEvent.click(await screen.findByRole('button', { name: LL.studio.settings.uploadImage() }));
    expect(await screen.findByTestId('profile-image-error')).toHaveTextContent(LL.errors.ProfileImageUploadFailed());
    expect(screen.getByTestId('profile-image-preview')).toBeVisible();
    expect(screen.getByRole('button', { name: LL.creator.wizard.retry() })).toBeEnabled();
    expect(aoi().avatarUrl).toBe(before);
  });

  if (everyRule) it('refuses a file that is too large or not an image before sending it', async () => {
    await renderEditor(locale);
    await chooseFiles('profile-image-input', nodeFile(maxBytes + 1, 'big.png', 'image/png'));
    expect(await screen.findByTestId('profile-image-error')).toHaveTextContent(LL.validation.fileTooLarge());
    await chooseFiles('profile-image-input', nodeFile('hello', 'notes.txt', 'text/plain'));
    await waitFor(() => expect(screen.getByTestId('profile-image-error')).toHaveTextContent(LL.validation.fileType()));
    expect(screen.queryByRole('button', { name: LL.studio.settings.uploadImage() })).toBeNull();
  });
});
