import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { parseCard } from '../forms/character-card';
import { renderSettings } from '../testing/studio-test-kit';

// The settings overview alone: every attribute the spec names, grouped, each group with its
// way to edit, the agent's status, the media link, and the character card export.
setupMockBackend();
afterEach(() => vi.restoreAllMocks());

describe.each<Locales>(['en', 'ja'])('the agent settings overview (%s)', (locale) => {
  const LL = i18nObject(locale);
  const s = LL.studio.settings;

  if (locale === 'en') {
    it('shows every setting, grouped, with the status and a way to edit each group', async () => {
      await renderSettings(locale);
      expect(await screen.findByRole('heading', { level: 1, name: s.heading() })).toBeVisible();
      expect(screen.getByTestId('settings-display-name')).toHaveTextContent('Aoi');
      expect(screen.getByTestId('agent-status')).toHaveTextContent(LL.studio.myAgent.status.published());
      expect(screen.getByTestId('overview-extroversion')).toHaveTextContent(LL.creator.extroversion.levels.neutral());
      expect(screen.getByText(LL.creator.personality.traitNames.CARING())).toBeVisible();
      expect(screen.getByTestId('overview-emojis')).toHaveTextContent('🎨');
      expect(within(screen.getByTestId('overview-reactions')).getByText('Whoa!')).toBeVisible();
      expect(within(screen.getByTestId('overview-must-know')).getByText('I live in Osaka with my cat Mochi.')).toBeVisible();
      expect(within(screen.getByTestId('overview-topics')).getByText('Politics and religion in any form.')).toBeVisible();
      expect(screen.getByTestId('overview-welcome')).toHaveTextContent(/^Hi, I'm Aoi's twin!/);
      expect(screen.getByTestId('overview-price')).toHaveTextContent('10');
      expect(screen.getByTestId('overview-free')).toHaveTextContent('3');
      for (const [section, id] of [
        [s.sections.identity(), 'identity'],
        [s.sections.personality(), 'personality'],
        [s.sections.expressions(), 'expressions'],
        [s.sections.knowledge(), 'knowledge'],
        [s.sections.welcome(), 'welcome'],
        [s.sections.pricing(), 'pricing'],
      ] as const) {
        expect(screen.getByRole('link', { name: s.editSection({ section }) })).toHaveAttribute('href', `/my-agent/agent-setting/edit#${id}`);
      }
      expect(await screen.findByText(s.mediaCount({ count: 5 }))).toBeVisible();
      expect(screen.getAllByRole('link', { name: s.manageMedia() })[0]).toHaveAttribute('href', '/my-agent/agent-setting/media');
    });

    it('exports the twin as a Character Card V3 file', async () => {
      const blobs: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob);
        return 'blob:card';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      await renderSettings(locale);
      await userEvent.click(await screen.findByRole('button', { name: LL.creator.card.export() }));
      expect(await screen.findByText(LL.creator.card.exported({ file: 'aoi_draws.card.json' }))).toBeVisible();
      expect(click).toHaveBeenCalledTimes(1);
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('aoi_draws.card.json');
      const parsed = parseCard(await blobs[0]!.text());
      expect(parsed.ok && parsed.card.name).toBe('Aoi');
      expect(parsed.ok && parsed.card.first_mes).toMatch(/^Hi, I'm Aoi's twin!/);
    });
  }

  if (locale === 'ja') {
    it('shows the overview in Japanese', async () => {
      await renderSettings(locale);
      expect(await screen.findByRole('heading', { level: 1, name: s.heading() })).toBeVisible();
      expect(screen.getByRole('heading', { name: s.sections.knowledge() })).toBeVisible();
      expect(screen.getByTestId('agent-status')).toHaveTextContent(LL.studio.myAgent.status.published());
      await waitFor(() => expect(screen.getByText(s.mediaCount({ count: 5 }))).toBeVisible());
    });
  }
});
