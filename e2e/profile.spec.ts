import { expect, test, waitForApp } from './fixtures';

// The profile end to end on the mock backend: edit and save, the change survives a reload;
// the preferences switch the interface; axe is clean in light and dark.
test.use({ locale: 'en-US', colorScheme: 'light' });

test('edit the nickname and the username, save, and find them after a reload', async ({ page, login, navigate, expectNoAxeViolations }) => {
  await login('fan');
  await navigate('/profile');
  await expect(page.getByLabel('E-mail address')).toHaveValue('fan@kizuna.example');
  await expectNoAxeViolations();

  const username = page.getByLabel('Username');
  await username.fill('aoi_creates');
  const status = page.getByTestId('username-status');
  await expect(status).toContainText('aoi_creates is already taken.');
  await status.getByRole('button', { name: 'Use aoi_creates_2' }).click();
  await expect(username).toHaveValue('aoi_creates_2');
  await expect(status).toContainText('aoi_creates_2 is available.');
  await username.fill('hana_renamed');
  await expect(status).toContainText('hana_renamed is available.');
  await page.getByLabel('Nickname').fill('Hana 2');
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your profile was saved.' })).toBeVisible();

  await page.reload();
  await waitForApp(page);
  await expect(page.getByLabel('Username')).toHaveValue('hana_renamed');
  await expect(page.getByLabel('Nickname')).toHaveValue('Hana 2');
});

test('unsaved changes ask before leaving; language and colour mode switch at once', async ({ page, login, navigate, expectNoAxeViolations }) => {
  await login('creator');
  await navigate('/profile');
  await page.getByLabel('Location').fill('Sapporo');
  await page.getByRole('link', { name: 'Chats' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByLabel('Location')).toHaveValue('Sapporo');
  await page.getByLabel('Location').fill('');
  await page.getByLabel('Location').fill('Tokyo');

  await page.getByTestId('profile-color-mode').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations();

  await page.getByTestId('profile-language').selectOption('ja');
  await expect(page.locator('main h1')).toHaveText('プロフィール');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The edit in progress survives the language switch.
  await expect(page.getByLabel('地域')).toHaveValue('Tokyo');
  await expectNoAxeViolations();
});
