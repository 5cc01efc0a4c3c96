import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@/api/generated/model';
import { renderWithProviders } from '../../../../tests/render';
import { ConversationStore } from '../state/conversation-store';
import { FirstScreen } from './first-screen';
import type { RowActions } from './message-bubble';

// The first screen of a conversation: drawn without the virtualiser. On a cold visit it is the
// history until the virtualiser's code arrives (a stand-in); otherwise it only covers the
// frames the virtualiser takes to place itself.

const message = (id: string, text: string): Message => ({
  id,
  channelId: 'ch_1',
  sender: 'USER',
  kind: 'TEXT',
  text,
  createdAt: '2026-11-20T10:00:00Z',
  pointsCharged: 0,
  tipAmountUsd: null,
  content: null,
});

const actions = (): RowActions => ({ retry: vi.fn(() => Promise.resolve()), discard: vi.fn(), unlock: vi.fn(), open: vi.fn() });

/** The virtualiser's item list as react-virtuoso renders it (hidden until placed), holding `ids`. */
const placeList = (container: HTMLElement, ids: string[]): HTMLElement => {
  const scroller = document.createElement('div');
  scroller.setAttribute('data-testid', 'message-list');
  scroller.tabIndex = 0;
  const items = document.createElement('div');
  items.setAttribute('data-testid', 'virtuoso-item-list');
  items.style.visibility = 'hidden';
  for (const id of ids) {
    const row = document.createElement('div');
    row.setAttribute('data-message-id', id);
    const button = document.createElement('button');
    button.textContent = `list ${id}`;
    row.append(button);
    items.append(row);
  }
  scroller.append(items);
  container.append(scroller);
  return items;
};

const setUp = (standIn: boolean, store: ConversationStore, rowActions = actions()) => {
  const onHandOver = vi.fn();
  let container: HTMLDivElement | null = null;
  const Harness = () => {
    const ref = useRef<HTMLDivElement>(null);
    return (
      <div
        ref={(element) => {
          ref.current = element;
          container = element;
        }}
      >
        <FirstScreen
          store={store}
          agentName="Aoi"
          label="Messages with Aoi"
          actions={rowActions}
          header={<p>The beginning</p>}
          container={ref}
          handOverId={null}
          onHandOver={onHandOver}
          standIn={standIn}
        />
      </div>
    );
  };
  renderWithProviders(<Harness />);
  return { onHandOver, container: () => container as unknown as HTMLDivElement, actions: rowActions };
};

const storeWith = (count: number): ConversationStore => {
  const store = new ConversationStore();
  store.reset(Array.from({ length: count }, (_, index) => message(`msg_${index + 1}`, `Message number ${index + 1}`)));
  return store;
};

describe('FirstScreen as the stand-in for the history', () => {
  it('is the named history with the newest rows, readable and live, and its actions work', async () => {
    const store = storeWith(30);
    const { actions: rowActions } = setUp(true, store);
    const history = await screen.findByRole('region', { name: 'Messages with Aoi' });
    expect(within(history).getByText('Message number 30')).toBeInTheDocument();
    // A screenful, not the whole history (24 rows).
    expect(within(history).queryByText('Message number 6')).toBeNull();
    expect(within(history).getByText('Message number 7')).toBeInTheDocument();

    // A message sent before the virtualiser is there shows here, and its retry works.
    act(() => store.append({ id: 'local:1', message: message('local:1', 'Are you there?'), status: 'failed' }));
    expect(within(history).getByText('Are you there?')).toBeInTheDocument();
    await userEvent.click(within(history).getByTestId('retry-send'));
    expect(rowActions.retry).toHaveBeenCalledWith('local:1');
  });

  it('hands over when the list has placed the newest row: the list shows, focus moves to the same control', async () => {
    const store = storeWith(3);
    const { onHandOver, container } = setUp(true, store);
    const history = await screen.findByRole('region', { name: 'Messages with Aoi' });
    within(history).getByText('Message number 3');
    // Focus on a control inside the newest row.
    const row = history.querySelector('[data-message-id="msg_3"]') as HTMLElement;
    const control = document.createElement('button');
    control.textContent = 'inside';
    row.append(control);
    control.focus();

    // The list renders, hidden, without the newest row yet: no hand-over.
    const items = await act(async () => placeList(container(), ['msg_1', 'msg_2']));
    expect(onHandOver).not.toHaveBeenCalled();
    expect(screen.getByTestId('first-screen')).toBeInTheDocument();

    // Its newest row placed: the list shows in the same frame and the stand-in goes.
    const placed = document.createElement('div');
    placed.setAttribute('data-message-id', 'msg_3');
    const same = document.createElement('button');
    same.textContent = 'list msg_3';
    placed.append(same);
    await act(async () => {
      items.append(placed);
      await Promise.resolve();
    });
    expect(onHandOver).toHaveBeenCalledTimes(1);
    expect(items.style.visibility).toBe('visible');
    expect(screen.queryByTestId('first-screen')).toBeNull();
    expect(document.activeElement).toBe(same);
  });

  it('waits for a press on its rows to end before handing over, so the tap is not lost', async () => {
    const store = storeWith(3);
    const { onHandOver, container } = setUp(true, store);
    const history = await screen.findByRole('region', { name: 'Messages with Aoi' });
    fireEvent.pointerDown(within(history).getByText('Message number 3'));
    await act(async () => {
      placeList(container(), ['msg_1', 'msg_2', 'msg_3']);
      await Promise.resolve();
    });
    expect(onHandOver).not.toHaveBeenCalled();
    expect(screen.getByTestId('first-screen')).toBeInTheDocument();

    fireEvent.pointerUp(within(history).getByText('Message number 3'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onHandOver).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('first-screen')).toBeNull();
  });
});

describe('FirstScreen as a cover while the list places itself', () => {
  it('is hidden from assistive technology and inert, and shows what the conversation held when it opened', async () => {
    const store = storeWith(3);
    setUp(false, store);
    const cover = await screen.findByTestId('first-screen');
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    expect(cover).toHaveAttribute('inert');
    expect(screen.queryByRole('region')).toBeNull();
    act(() => store.append({ id: 'msg_4', message: message('msg_4', 'Later'), status: 'sent' }));
    expect(within(cover).queryByText('Later')).toBeNull();
  });
});
