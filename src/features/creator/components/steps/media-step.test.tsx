import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOnboarding } from '@/api/generated/endpoints/onboarding/onboarding';
import { uploadLimitFor, uploadRules } from '@/api/generated/upload-rules';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { nodeFile, setupMockBackend, setupNodeMultipart } from '@mocks/testing/test-kit';
import { tinyPng } from '@mocks/testing/scenario-kit';
import { chooseFiles } from '../../testing/studio-test-kit';
import { openWizard } from '../../testing/wizard-test-kit';

// Step 7 alone: files refused before anything is sent (too large, unsupported type, with the
// reason in the creator's language), and a file that fits saved to the onboarding answers and
// shown in the step's grid at once.
setupMockBackend();
setupNodeMultipart();

const maxImageBytes = uploadLimitFor(uploadRules.MediaUploadRequest, 'image/png')!.maxBytes;

describe.each<Locales>(['en', 'ja'])('step 7, media (%s)', (locale) => {
  const LL = i18nObject(locale);
  const m = LL.creator.media;

  it('refuses a file that is too large or of an unsupported type, and saves one that fits', async () => {
    await openWizard('/onboarding/media-upload', { locale });
    expect(await screen.findByRole('heading', { level: 1, name: m.heading() })).toBeVisible();
    expect(screen.getByText(m.empty())).toBeVisible();
    await chooseFiles('media-file-input', [nodeFile(maxImageBytes + 1, 'huge.png', 'image/png'), nodeFile('hello', 'notes.txt', 'text/plain')]);
    const errors = await screen.findAllByTestId('upload-error');
    expect(errors.map((error) => error.textContent)).toEqual([
      m.failed({ name: 'huge.png', reason: LL.validation.fileTooLarge() }),
      m.failed({ name: 'notes.txt', reason: LL.validation.fileType() }),
    ]);
    expect((await getOnboarding()).settings.media).toHaveLength(0);

    await chooseFiles('media-file-input', nodeFile(tinyPng(), 'first-photo.png', 'image/png'));
    await waitFor(async () => expect((await getOnboarding()).settings.media).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByTestId('wizard-media')).getAllByRole('img')).toHaveLength(1));
  });
});
