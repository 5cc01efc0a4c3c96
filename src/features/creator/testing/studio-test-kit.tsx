import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locales } from '@/i18n/i18n-types';
import { toMyAgentResponse } from '@mocks/areas/my-agent/rules';
import { getDb } from '@mocks/db/store';
import { renderSignedIn, type DemoAccount } from '../../../../tests/demo-user';
import { SettingsEditForm } from '../components/settings-edit-form';
import AgentSettingEditPage from '../pages/agent-setting-edit-page';
import AgentSettingMediaPage from '../pages/agent-setting-media-page';
import AgentSettingPage from '../pages/agent-setting-page';

// The creator studio's settings screens, each alone with its neighbours as plain screens
// (no route table), signed in as a demo account on the in-process mock backend.
export const settingsPath = '/my-agent/agent-setting';
export const editPath = '/my-agent/agent-setting/edit';
export const mediaPath = '/my-agent/agent-setting/media';

export const renderSettings = (locale: Locales = 'en', as: DemoAccount = 'creator') =>
  renderSignedIn(<AgentSettingPage />, { as, route: settingsPath, locale });

/** The edit form, with the overview as the screen "Back to settings" leads to. */
export const renderEdit = (locale: Locales = 'en', as: DemoAccount = 'creator') =>
  renderSignedIn(<AgentSettingEditPage />, { as, route: editPath, locale, screens: [{ path: settingsPath, element: <AgentSettingPage /> }] });

/**
 * The edit form alone with the creator's agent as the mock holds it (no loader), and the
 * overview as the screen "Back to settings" leads to.
 */
export const renderEditForm = (locale: Locales = 'en', route = editPath) => {
  const aoi = getDb().agents.find((agent) => agent.name === 'aoi_draws')!;
  return renderSignedIn(<SettingsEditForm mine={toMyAgentResponse(aoi)} />, { as: 'creator', route, locale, screens: [{ path: settingsPath, element: <AgentSettingPage /> }] });
};

export const renderMedia = (locale: Locales = 'en') => renderSignedIn(<AgentSettingMediaPage />, { as: 'creator', route: mediaPath, locale });

/** Chooses files in a hidden input, as the system's file dialog would ("all files" too). */
export const chooseFiles = async (testId: string, files: File | File[]) => {
  await userEvent.setup({ applyAccept: false }).upload(await screen.findByTestId(testId), files);
};
