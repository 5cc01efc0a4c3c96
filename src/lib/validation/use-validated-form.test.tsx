import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { removeAllToasts } from '@/components/ui/toast';
import { ToastArea } from '@/components/ui/toast-area';
import { i18nObject } from '@/i18n/i18n-util';
import { renderWithProviders } from '../../../tests/render';
import { useValidatedForm, type SchemaLoader } from './use-validated-form';

// A form's rules (Zod and its schema) load after the form is drawn; a submit waits for them,
// and a submit whose rules cannot load sends nothing, says so, and keeps what was typed.
const LL = i18nObject('en');
const schema = z.object({ name: z.string().min(1) });
type Schema = typeof schema;

const NameForm = ({ load, onValid }: { load: SchemaLoader<Schema>; onValid: (values: z.output<Schema>) => void }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useValidatedForm(load, { defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        Name
        <input {...register('name')} />
      </label>
      {errors.name ? <p data-testid="name-error">{errors.name.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
};

describe('useValidatedForm', () => {
  afterEach(() => act(() => removeAllToasts()));

  it('loads the rules once, after the form is drawn, and checks every submit with them', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const onValid = vi.fn();
    renderWithProviders(<NameForm load={load} onValid={onValid} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('name-error')).toHaveTextContent('validation.required');
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hana' } });
    await waitFor(() => expect(screen.queryByTestId('name-error')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Hana' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the rules cannot load, says so once, keeps the typing, and tries again on the next submit', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(schema) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const onValid = vi.fn();
    renderWithProviders(
      <>
        <NameForm load={load} onValid={onValid} />
        <ToastArea />
      </>,
    );
    await waitFor(() => expect(load).toHaveBeenCalled());

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(LL.validation.rulesUnavailable())).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(3));
    // The same toast, not a second one.
    expect(screen.getAllByText(LL.validation.rulesUnavailable())).toHaveLength(1);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Hana');

    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Hana' });
  });
});
