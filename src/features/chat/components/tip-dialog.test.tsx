import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderChatScreen, signIn } from '../testing/chat-test-kit';
import { TipDialog } from './tip-dialog';

setupMockBackend();

const renderTipIn =
  (locale: Locales) =>
  (onSent = vi.fn()) => {
    const Screen = () => <TipDialog open onClose={() => undefined} agentName="luna_stars" displayName="Luna" onSent={onSent} />;
    renderChatScreen(Screen, { route: '/tip', path: '/tip', locale });
    return onSent;
  };

const refusesBadAmounts = (locale: Locales) => async () => {
  const LL = i18nObject(locale);
  await signIn();
  const tipsBefore = getDb().tips.length;
  renderTipIn(locale)();
  const input = await screen.findByTestId('tip-amount');
  const cases: [string, string][] = [
    ['0', LL.chat.tip.errors.min({ min: 1 })],
    ['0.5', LL.chat.tip.errors.whole()],
    ['101', LL.chat.tip.errors.max({ max: 100 })],
    ['1,000', LL.chat.tip.errors.notNumber()],
    ['0x10', LL.chat.tip.errors.notNumber()],
    ['', LL.chat.tip.errors.required()],
  ];
  for (const [typed, message] of cases) {
    fireEvent.change(input, { target: { value: typed } });
    await userEvent.click(screen.getByTestId('tip-review'));
    expect(await screen.findByTestId('tip-error')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  }
  expect(getDb().tips).toHaveLength(tipsBefore);
};

// One Japanese render proves the screen reads its strings through i18n; every key's Japanese
// text is checked once, in src/i18n/translations.test.ts (docs/decisions/testing.md, Languages).
describe('the tip dialog (ja)', () => {
  it('refuses 0, 0.5, 101, "1,000", "0x10" and nothing, each with its own clear message', refusesBadAmounts('ja'));
});

describe('the tip dialog', () => {
  const locale: Locales = 'en';
  const LL = i18nObject(locale);
  const renderTip = renderTipIn(locale);

  it('refuses 0, 0.5, 101, "1,000", "0x10" and nothing, each with its own clear message', refusesBadAmounts(locale));

  it('sends a preset tip after a confirmation with the points it costs', async () => {
    const user = await signIn();
    const onSent = renderTip();
    await userEvent.click(await screen.findByTestId('tip-preset-5'));
    await userEvent.click(screen.getByTestId('tip-review'));
    expect(await screen.findByText(LL.chat.tip.confirmTitle({ amount: 5 }))).toBeInTheDocument();
    const before = getDb().wallets.find((w) => w.userId === user.id)!.points;
    await userEvent.click(screen.getByTestId('tip-confirm'));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(getDb().wallets.find((w) => w.userId === user.id)!.points).toBe(before - 500);
  });
});
