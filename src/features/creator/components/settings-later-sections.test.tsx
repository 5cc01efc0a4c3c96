import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { holdFirstScreen } from '../../../../tests/first-screen';
import { renderEditForm } from '../testing/studio-test-kit';

// The settings form draws its first screen (the image, the name and bio, the save bar) and its
// later sections once that screen has settled (settings-edit-form.tsx). Their code is a chunk
// that can fail to load (offline, a new release): this file makes it fail first. (The module
// keeps what it has loaded: agent-setting-edit-page.test.tsx checks, first, that an address
// naming a section loads them at once.)
const network = vi.hoisted(() => ({ online: true }));
vi.mock('./settings-later-sections', async (importOriginal) => {
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

setupMockBackend();
const LL = i18nObject('en');
const s = LL.studio.settings;
const pricing = () => screen.queryByRole('heading', { name: s.sections.pricing() });

describe('the settings form’s later sections', () => {
  it('wait for the first screen to settle, say so when they cannot load, and come on a retry with what was typed kept', async () => {
    network.online = false;
    const settle = holdFirstScreen();
    renderEditForm('en');
    const name = await screen.findByRole('textbox', { name: /^Display name/ });
    // In the form above its save bar, and after it (the media and card sections).
    expect(screen.getAllByTestId('settings-later-placeholder')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(s.sectionsLoading());
    expect(pricing()).toBeNull();
    fireEvent.change(name, { target: { value: 'Aoi, typed before' } });

    settle();
    const failed = await screen.findByTestId('settings-later-failed');
    expect(failed).toHaveTextContent(s.sectionsFailed());
    expect(pricing()).toBeNull();
    expect(name).toHaveValue('Aoi, typed before');

    network.online = true;
    fireEvent.click(screen.getByRole('button', { name: LL.pages.error.retry() }));
    expect(await screen.findByRole('heading', { name: s.sections.pricing() })).toBeInTheDocument();
    expect(screen.queryByTestId('settings-later-failed')).toBeNull();
    expect(screen.queryByTestId('settings-later-placeholder')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Display name/ })).toHaveValue('Aoi, typed before');
    expect(screen.getByRole('button', { name: LL.creator.card.import() })).toBeInTheDocument();
  });

});
