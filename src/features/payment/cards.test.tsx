import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { renderMoney, signIn } from '../../../tests/money-kit';
import { CardsSection } from './components/cards-section';

// Saved cards alone against the mock backend: the new-card rules (Luhn, expiry), "Already
// added." for a card already saved, the default card, and removing one after a confirmation.
setupMockBackend();
const fan = 'fan@kizuna.example';
const LL = i18nObject('en');
const set = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

const fillCard = (number: string) => {
  set('card-number', number);
  set('card-exp-month', '12');
  set('card-exp-year', String(new Date().getFullYear() + 2));
  set('card-cvc', '123');
  set('card-holder', 'HANA SATO');
};

describe('saved cards', () => {
  it('checks a new card (Luhn, expiry) and answers a card already saved with "Already added."', async () => {
    await signIn(fan);
    renderMoney(<CardsSection />, 'en');
    await userEvent.click(await screen.findByTestId('add-card'));
    // The form loads when asked for.
    await screen.findByTestId('add-card-form');
    await userEvent.click(screen.getByTestId('save-card'));
    const form = screen.getByTestId('add-card-form');
    await waitFor(() => expect(within(form).getAllByText(LL.validation.required()).length).toBeGreaterThanOrEqual(4));
    fillCard('4242 4242 4242 4241');
    await userEvent.click(screen.getByTestId('save-card'));
    expect(await screen.findByText(LL.payment.rules.cardLuhn())).toBeVisible();
    set('card-number', '4242 4242 4242 4242');
    await userEvent.click(screen.getByTestId('save-card'));
    expect(await screen.findByText(LL.errors.AlreadyAdded())).toBeVisible();
  });

  it('saves a new card', async () => {
    await signIn(fan);
    renderMoney(<CardsSection />, 'en');
    await userEvent.click(await screen.findByTestId('add-card'));
    // The form loads when asked for.
    await screen.findByTestId('add-card-form');
    fillCard('5555 5555 5555 4444');
    await userEvent.click(screen.getByTestId('save-card'));
    expect(await screen.findByTestId('card-4444')).toBeVisible();
    expect(screen.queryByTestId('add-card-form')).toBeNull();
  });

  it('makes another card the default', async () => {
    await signIn(fan);
    renderMoney(<CardsSection />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: LL.payment.cards.makeDefaultLabel({ card: 'JCB •••• 0505' }) }));
    const jcb = await screen.findByTestId('card-0505');
    await waitFor(() => expect(within(jcb).getByText(LL.payment.cards.default())).toBeVisible());
  });

  it('removes a card after a confirmation', async () => {
    await signIn(fan);
    renderMoney(<CardsSection />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: LL.payment.cards.removeLabel({ card: 'JCB •••• 0505' }) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(LL.payment.cards.removeSummary({ card: 'JCB •••• 0505' }));
    await userEvent.click(within(dialog).getByRole('button', { name: LL.payment.cards.remove() }));
    await waitFor(() => expect(screen.queryByTestId('card-0505')).toBeNull());
    expect(getDb().paymentMethods.some((c) => c.userId === 'usr_fan' && c.last4 === '0505')).toBe(false);
  });

  it('reads its words from the Japanese translation', async () => {
    const ja = i18nObject('ja');
    await signIn(fan);
    renderMoney(<CardsSection />, 'ja');
    await userEvent.click(await screen.findByTestId('add-card'));
    // The form loads when asked for.
    await screen.findByTestId('add-card-form');
    fillCard('4242 4242 4242 4241');
    await userEvent.click(screen.getByTestId('save-card'));
    expect(await screen.findByText(ja.payment.rules.cardLuhn())).toBeVisible();
  });
});
