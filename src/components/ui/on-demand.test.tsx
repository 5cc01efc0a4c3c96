import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

// A dialog's code, loaded when it is first needed (or on the page's first interaction).
const Greeting = ({ name }: { open: boolean; name: string }) => <p>Hello {name}</p>;

describe('onDemand', () => {
  it('renders nothing until needed, then loads the component and renders it with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const OnDemandGreeting = onDemand(load, (props: { open: boolean; name: string }) => props.open);
    const { container, rerender } = render(<OnDemandGreeting open={false} name="Aoi" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OnDemandGreeting open name="Aoi" />);
    expect(await screen.findByText('Hello Aoi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, renders at once wherever it is used, loading nothing again', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const OnDemandGreeting = onDemand(load, (props: { open: boolean; name: string }) => props.open);
    const first = render(<OnDemandGreeting open name="Ken" />);
    await screen.findByText('Hello Ken');
    first.unmount();
    render(<OnDemandGreeting open name="Mia" />);
    expect(screen.getByText('Hello Mia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again the next time it is needed', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const OnDemandGreeting = onDemand(load, (props: { open: boolean; name: string }) => props.open);
    const { container, rerender } = render(<OnDemandGreeting open name="Luna" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
    rerender(<OnDemandGreeting open={false} name="Luna" />);
    rerender(<OnDemandGreeting open name="Luna" />);
    expect(await screen.findByText('Hello Luna')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
