import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { i18nObject } from '@/i18n/i18n-util';
import { renderWithProviders } from '../../../tests/render';
import { ConfirmDialog } from './confirm-dialog';

// The app's one confirmation: for a charge (the default) and as a plain yes/no question.
const LL = i18nObject('en');

describe('ConfirmDialog', () => {
  it('as a yes/no question: the sentence is plain, the safe answer has its own label, it runs once, and a failure says nothing about charges', async () => {
    const onClose = vi.fn();
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = renderWithProviders(
      <ConfirmDialog kind="question" open title="Restart?" summary="The history is cleared." cancelLabel="Keep chatting" confirmLabel="Restart" onClose={onClose} onConfirm={onConfirm} />,
    );
    const summary = await screen.findByTestId('confirm-summary');
    expect(summary).toHaveTextContent('The history is cleared.');
    expect(summary).toHaveStyle({ fontWeight: 'var(--chakra-font-weights-normal)' });
    const stay = screen.getByRole('button', { name: 'Keep chatting' });

    // Pressed twice: runs once, and the dialog cannot be dismissed while it runs.
    fireEvent.click(screen.getByTestId('confirm-action'));
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(stay).toBeDisabled();
    finish();
    await waitFor(() => expect(stay).toBeEnabled());
    fireEvent.click(stay);
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <ConfirmDialog
        kind="question"
        open
        title="Restart?"
        summary="The history is cleared."
        confirmLabel="Restart"
        onClose={onClose}
        onConfirm={onConfirm}
        error={new ApiError(500, 'UnknownError', 'x')}
      />,
    );
    const alert = await screen.findByTestId('confirm-error');
    expect(alert).not.toHaveTextContent(LL.money.nothingCharged());
    expect(screen.getByTestId('confirm-action')).toHaveTextContent(LL.money.retry());
    expect(screen.getByRole('button', { name: LL.money.cancel() })).toBeInTheDocument();
  });

  it('for a charge: the sentence is bold and a failure says nothing was charged', async () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Unlock?"
        summary="50 points will be charged."
        confirmLabel="Unlock"
        onClose={() => undefined}
        onConfirm={() => Promise.resolve()}
        error={new ApiError(500, 'UnknownError', 'x')}
      />,
    );
    expect(await screen.findByTestId('confirm-summary')).toHaveStyle({ fontWeight: 'var(--chakra-font-weights-semibold)' });
    expect(screen.getByTestId('confirm-error')).toHaveTextContent(LL.money.nothingCharged());
  });
});
