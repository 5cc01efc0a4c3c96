import type { Page } from '@playwright/test';
import { expect, test, viewports, waitForApp } from './fixtures';

// A new creator builds a twin from nothing to published, on a phone and on a desktop: every
// step saves to the mock backend; a reload part-way resumes where they left off (the saved
// answers from the server, an unsaved one from the tab's draft); the finished wizard is a
// draft agent on /my-agent, which they publish. axe audits the screens along the way.
test.use({ locale: 'en-US', colorScheme: 'light' });

const heading = (page: Page, name: string) => expect(page.locator('main h1')).toHaveText(name, { timeout: 20_000 });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepShown = (page: Page, step: number) => expect(page.getByTestId('onboarding-step')).toContainText(`Step ${step} of 8`);

for (const { name, viewport } of viewports) {
  test.describe(name, () => {
    test.use({ viewport });
    test.slow();

    test('a new creator completes the wizard, reloads part-way and resumes, then publishes', async ({ page, login, navigate, expectNoAxeViolations }) => {
      await login('newbie');
      // No agent yet: /my-agent sends them to the wizard.
      await navigate('/my-agent');
      await expect(page).toHaveURL(/\/onboarding$/);
      await heading(page, 'Build a twin that talks like you');
      await expectNoAxeViolations();
      await page.getByRole('button', { name: 'Start', exact: true }).click();

      // 1. Basic information: a rule from the schema, then a good answer.
      await heading(page, 'Basic information');
      await stepShown(page, 1);
      await page.getByLabel('Agent handle').fill('ab');
      await page.getByLabel('Display name').fill('Nia');
      await saveAndContinue(page);
      await expect(page.getByText('The handle must be 3 to 20 characters.')).toBeVisible();
      await page.getByLabel('Agent handle').fill(`nia_${name}`);
      await expectNoAxeViolations();
      await saveAndContinue(page);

      // 2. Extroversion and 3. personality.
      await heading(page, 'How outgoing is your twin?');
      await page.getByText('Outgoing', { exact: true }).click();
      await saveAndContinue(page);
      await heading(page, 'Personality');
      await page.getByText('Cheerful', { exact: true }).click();
      await saveAndContinue(page);

      // 4. One chat style answered, the others skipped; the live preview uses the example.
      await heading(page, 'Chat examples: Casual greeting');
      await page.getByLabel('A fan says').fill('Morning, Nia!');
      await page.getByLabel('You answer').fill('Morning! Coffee first, foxes later.');
      await expect(page.getByTestId('preview-CASUAL_GREETING')).toContainText('Morning, Nia!');
      await saveAndContinue(page);
      for (const style of ['Playful teasing', 'Emotional sharing', 'Flirtatious']) {
        await heading(page, `Chat examples: ${style}`);
        await page.getByRole('button', { name: 'Skip for now' }).click();
      }

      // 5. Emojis: a flag and a skin tone count as one each; a repeat is "Already added.".
      await heading(page, 'Emojis');
      await stepShown(page, 5);
      const emojis = page.getByLabel('Add emojis');
      await emojis.fill('🇯🇵👍🏽');
      await emojis.press('Enter');
      await expect(page.getByText('2 of 20')).toBeVisible();
      await emojis.fill('🇯🇵');
      await emojis.press('Enter');
      await expect(page.getByText('Already added.')).toBeVisible();
      await expectNoAxeViolations();
      await saveAndContinue(page);

      // Part-way: a reaction typed but not saved, then a reload.
      await heading(page, 'Frequently used reactions');
      const reactions = page.getByLabel('Add a reaction');
      await reactions.fill('No way!');
      await reactions.press('Enter');
      await page.reload();
      await waitForApp(page);
      await heading(page, 'Frequently used reactions');
      await expect(page.getByRole('listitem').filter({ hasText: 'No way!' })).toBeVisible();
      // The start screen knows where they stopped, from the server's answers.
      await navigate('/onboarding');
      await expect(page.getByText('You stopped at: Reactions')).toBeVisible();
      await page.getByRole('button', { name: 'Continue where you left off' }).click();
      await heading(page, 'Frequently used reactions');
      await expect(page.getByTestId('onboarding-saved')).toContainText('4 of 8 steps saved');
      await saveAndContinue(page);

      // 6. Must-know and topics to avoid: at least 10 characters, spaces not counted.
      await heading(page, 'Must-know information');
      const fact = page.getByRole('textbox').first();
      await fact.fill('a b c d e f g');
      await saveAndContinue(page);
      await expect(page.getByText('Please write at least 10 characters (spaces are not counted).')).toBeVisible();
      await fact.fill('I live in Osaka with my cat Mochi.');
      await saveAndContinue(page);
      await heading(page, 'Topics to avoid');
      await page.getByRole('textbox').first().fill('My family and my home address.');
      await saveAndContinue(page);

      // 7. Media is optional; 8. the welcome message finishes the wizard.
      await heading(page, 'Photos and videos');
      await stepShown(page, 7);
      await saveAndContinue(page);
      await heading(page, 'Welcome message');
      await page.getByLabel('Welcome message').fill('Hey, welcome! So glad you came by.');
      await expect(page.getByTestId('live-preview')).toContainText('Hey, welcome! So glad you came by.');
      await expectNoAxeViolations();
      await page.getByRole('button', { name: 'Create my agent' }).click();

      // The agent exists as a draft; publishing makes it live.
      await heading(page, 'My agent');
      await expect(page).toHaveURL(/\/my-agent$/);
      const card = page.getByTestId('agent-card');
      await expect(card.getByTestId('agent-status')).toHaveText('Draft');
      await expect(card).toContainText(`@nia_${name}`);
      await expectNoAxeViolations();
      await card.getByRole('button', { name: 'Publish' }).click();
      await expect(card.getByTestId('agent-status')).toHaveText('Published');
      await expect(page.getByTestId('toast').filter({ hasText: 'Your twin is live!' })).toBeVisible();

      // It stays published after a reload, and the wizard now sends them home.
      await page.reload();
      await waitForApp(page);
      await expect(page.getByTestId('agent-status')).toHaveText('Published');
      await navigate('/onboarding');
      await expect(page).toHaveURL(/\/my-agent$/);
      await expectNoAxeViolations();
    });
  });
}
