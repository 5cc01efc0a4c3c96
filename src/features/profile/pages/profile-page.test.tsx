import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetMyProfileQueryKey } from '@/api/generated/endpoints/profile/profile';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getSession } from '@/lib/session';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderScreens } from '../../../../tests/render';
import { usernameCheckDelayMs } from '../hooks/use-username-availability';
import { fanEmail, recordRequests, renderProfile, signInFan } from '../testing/profile-test-kit';
import ProfilePage from './profile-page';

// The profile screen alone against the mock backend: every rule and refusal of the form, the
// username check as you type, what a save sends and updates, and the guard against losing
// unsaved changes, in English; in Japanese the screen, one rule and the language switch
// (the translations themselves: src/i18n/translations.test.ts).
setupMockBackend();
const requests = recordRequests();

/** A label's text without the required marker (`*`, hidden from assistive technology). */
const label = (text: string) => (content: string) => content.replace(/\s*\*\s*$/, '').trim() === text;
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const patches = () => requests.filter((r) => r.method === 'PATCH' && r.path === '/api/users/me');
const availabilityChecks = () => requests.filter((r) => r.path.startsWith('/api/users/username-availability'));

describe.each<Locales>(['en', 'ja'])('the profile (%s)', (locale) => {
  const LL = i18nObject(locale);
  /** Every rule in English; in Japanese, a smoke test of the screen. */
  const everyRule = locale === 'en';
  const field = (name: string) => screen.findByLabelText(label(name), { selector: 'input,select' });
  const save = () => userEvent.click(screen.getByRole('button', { name: LL.profile.save() }));
  /** Replaces a field's value as a paste would: one input event, not one render per key. */
  const replace = async (input: HTMLElement, text: string) => {
    await userEvent.clear(input);
    if (text) await userEvent.paste(text);
  };
  /** Types key by key, for the test where typing itself is the behaviour. */
  const typeOver = async (input: HTMLElement, text: string) => {
    await userEvent.clear(input);
    await userEvent.type(input, text);
  };

  it('shows the account, with the e-mail read-only and the right autocomplete hints', async () => {
    await signInFan();
    renderProfile(locale);
    expect(await screen.findByRole('heading', { level: 1, name: LL.profile.title() })).toBeVisible();
    const email = await field(LL.profile.fields.email());
    expect(email).toHaveValue(fanEmail);
    expect(email).toHaveAttribute('readonly');
    expect(await field(LL.profile.fields.username())).toHaveValue('hana_fan');
    expect(await field(LL.profile.fields.username())).toHaveAttribute('autocomplete', 'username');
    expect(await field(LL.profile.fields.nickname())).toHaveValue('Hana');
    expect(await field(LL.profile.fields.fullName())).toHaveAttribute('autocomplete', 'name');
    expect(await field(LL.profile.fields.birthDate())).toHaveAttribute('autocomplete', 'bday');
  });

  it('applies the username rule', async () => {
    await signInFan();
    renderProfile(locale);
    const username = await field(LL.profile.fields.username());
    await replace(username, 'Hana.Fan');
    await save();
    expect(await screen.findByText(LL.validation.usernameCharacters())).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await replace(username, 'ab');
    expect(await screen.findByText(LL.validation.usernameLength({ min: 3, max: 20 }))).toBeVisible();
    expect(patches()).toHaveLength(0);
  });

  if (everyRule) it('checks the username once typing pauses, and offers the suggestion when it is taken', async () => {
    await signInFan();
    renderProfile(locale);
    const username = await field(LL.profile.fields.username());
    await typeOver(username, 'aoi_creates');
    const status = screen.getByTestId('username-status');
    // Nothing is asked while typing.
    expect(availabilityChecks()).toHaveLength(0);
    await waitFor(() => expect(status).toHaveTextContent(LL.profile.username.taken({ username: 'aoi_creates' })));
    expect(availabilityChecks().map((r) => r.path)).toEqual(['/api/users/username-availability?username=aoi_creates']);

    await userEvent.click(within(status).getByRole('button', { name: LL.profile.username.useSuggestion({ username: 'aoi_creates_2' }) }));
    expect(username).toHaveValue('aoi_creates_2');
    expect(username).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent(LL.profile.username.available({ username: 'aoi_creates_2' })));
  });

  if (everyRule) it('does not check the current username or one that breaks the rule', async () => {
    await signInFan();
    renderProfile(locale);
    const username = await field(LL.profile.fields.username());
    await replace(username, 'Bad Name');
    await replace(username, 'hana_fan');
    await new Promise((resolve) => setTimeout(resolve, usernameCheckDelayMs + 200));
    expect(availabilityChecks()).toHaveLength(0);
    expect(screen.getByTestId('username-status')).toHaveAttribute('data-status', 'idle');
  });

  if (everyRule) it('puts a username the server says is taken on the field, keeping every value', async () => {
    await signInFan();
    renderProfile(locale);
    const username = await field(LL.profile.fields.username());
    await replace(await field(LL.profile.fields.nickname()), 'Hana B');
    await replace(username, 'aoi_creates');
    await save();
    expect(await screen.findByText(LL.errors.UsernameTaken())).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(username).toHaveValue('aoi_creates');
    expect(await field(LL.profile.fields.nickname())).toHaveValue('Hana B');
  });

  if (everyRule) it('limits the nickname to 30 characters', async () => {
    await signInFan();
    renderProfile(locale);
    const nickname = await field(LL.profile.fields.nickname());
    await replace(nickname, 'あ'.repeat(31));
    await save();
    expect(await screen.findByText(LL.validation.nicknameMax({ max: 30 }))).toBeVisible();
    await replace(nickname, 'あ'.repeat(30));
    await waitFor(() => expect(screen.queryByText(LL.validation.nicknameMax({ max: 30 }))).toBeNull());
  });

  if (everyRule) it('refuses a date of birth under 18', async () => {
    await signInFan();
    renderProfile(locale);
    const birthDate = await field(LL.profile.fields.birthDate());
    fireEvent.change(birthDate, { target: { value: yearsAgo(18, 1) } });
    await save();
    expect(await screen.findByText(LL.validation.birthDateAge({ min: 18 }))).toBeVisible();
    expect(patches()).toHaveLength(0);
  });

  if (everyRule) it('shows a generic message for an unexpected failure and keeps every value', async () => {
    mockServer.use(http.patch('*/api/users/me', () => new HttpResponse('boom', { status: 500 })));
    await signInFan();
    renderProfile(locale);
    await replace(await field(LL.profile.fields.nickname()), 'Hana B');
    await replace(await field(LL.profile.fields.location()), 'Kyoto');
    await save();
    const alert = await screen.findByTestId('form-error');
    expect(alert).toHaveTextContent(LL.errors.UnknownError());
    expect(alert).toHaveFocus();
    expect(await field(LL.profile.fields.nickname())).toHaveValue('Hana B');
    expect(await field(LL.profile.fields.location())).toHaveValue('Kyoto');
  });

  if (everyRule) it('sends only the changed fields, then updates the cache, the session user and says so', async () => {
    const before = await signInFan();
    const { queryClient } = renderProfile(locale);
    await replace(await field(LL.profile.fields.nickname()), 'Hanako');
    await replace(await field(LL.profile.fields.location()), '  ');
    await userEvent.selectOptions(await field(LL.profile.fields.gender()), 'OTHER');
    await save();
    expect(await screen.findByText(LL.profile.saved())).toBeVisible();
    await waitFor(() => expect(patches()).toHaveLength(1));
    // The fan had a location; blank clears it. Username, full name and birth date were not touched.
    expect(before.location).not.toBeNull();
    expect(patches()[0]?.body).toEqual({ nickname: 'Hanako', gender: 'OTHER', location: null });
    expect(getSession().user?.nickname).toBe('Hanako');
    expect(queryClient.getQueryData<{ user: { nickname: string } }>(getGetMyProfileQueryKey())?.user.nickname).toBe('Hanako');
    expect(getDb().users.find((u) => u.email === fanEmail)?.location).toBeNull();
    // Saved: nothing left to lose.
    expect(await field(LL.profile.fields.location())).toHaveValue('');
  });

  if (everyRule) it('says when there is nothing to save', async () => {
    await signInFan();
    renderProfile(locale);
    const nickname = await field(LL.profile.fields.nickname());
    await replace(nickname, 'Hana ');
    await replace(nickname, 'Hana');
    await save();
    expect(await screen.findByText(LL.profile.nothingToSave())).toBeVisible();
    expect(patches()).toHaveLength(0);
  });

  if (everyRule) it('lets a user without a username leave it empty', async () => {
    await signInFan('newbie@kizuna.example');
    renderProfile(locale);
    const username = await field(LL.profile.fields.username());
    expect(username).toHaveValue('');
    await replace(await field(LL.profile.fields.nickname()), 'Newbie 2');
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ nickname: 'Newbie 2' });
  });

  if (everyRule) it('asks before leaving with unsaved changes, and on tab close', async () => {
    await signInFan();
    const { router } = renderScreens([{ path: '/profile', element: <ProfilePage /> }], { route: '/profile', locale });
    const nickname = await field(LL.profile.fields.nickname());
    const beforeUnload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(beforeUnload()).toBe(false);
    await replace(nickname, 'Unsaved');
    expect(beforeUnload()).toBe(true);

    void router.navigate('/chats');
    const dialog = await screen.findByRole('alertdialog', { name: LL.profile.unsaved.title() });
    await userEvent.click(within(dialog).getByRole('button', { name: LL.profile.unsaved.stay() }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.location.pathname).toBe('/profile');
    expect(await field(LL.profile.fields.nickname())).toHaveValue('Unsaved');

    void router.navigate('/chats');
    const again = await screen.findByRole('alertdialog', { name: LL.profile.unsaved.title() });
    await userEvent.click(within(again).getByRole('button', { name: LL.profile.unsaved.leave() }));
    await waitFor(() => expect(router.location.pathname).toBe('/chats'));
  });

  it('says when the profile cannot be loaded, and loads it on "Retry"', async () => {
    let failures = 1;
    mockServer.use(
      http.get('*/api/users/me', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return new HttpResponse('boom', { status: 500 });
      }),
    );
    await signInFan();
    renderProfile(locale);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.profile.loadFailed());
    await userEvent.click(within(alert).getByRole('button', { name: LL.profile.retry() }));
    expect(await field(LL.profile.fields.username())).toHaveValue('hana_fan');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches the language at once and saves it to the profile', async () => {
    await signInFan();
    const other: Locales = locale === 'en' ? 'ja' : 'en';
    // Start from a profile whose saved language is this test's, so choosing the other one saves.
    getDb().users.find((u) => u.email === fanEmail)!.locale = locale;
    renderProfile(locale);
    await userEvent.selectOptions(await screen.findByTestId('profile-language'), other);
    expect(await screen.findByRole('heading', { level: 1, name: i18nObject(other).profile.title() })).toBeVisible();
    await waitFor(() => expect(patches().map((r) => r.body)).toEqual([{ locale: other }]));
    await waitFor(() => expect(getDb().users.find((u) => u.email === fanEmail)?.locale).toBe(other));
    expect(document.cookie).toContain(`kizuna_locale=${other}`);
  });
});
