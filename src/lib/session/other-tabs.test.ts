import { afterEach, describe, expect, it } from 'vitest';
import { whenAnotherTabIsOpen } from './other-tabs';

// Two "tabs" are two BroadcastChannels of the same name (Node has BroadcastChannel too).
const opened: BroadcastChannel[] = [];
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));
const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('whenAnotherTabIsOpen', () => {
  it('stays pending in a tab alone', async () => {
    expect(await settledWithin(whenAnotherTabIsOpen('tabs-alone'), 100)).toBe(false);
  });

  it('resolves in the first tab when a second opens, and in the second because the first answers', async () => {
    const first = whenAnotherTabIsOpen('tabs-two');
    expect(await settledWithin(first, 50)).toBe(false);
    const second = whenAnotherTabIsOpen('tabs-two');
    expect(await settledWithin(second, 1000)).toBe(true);
    expect(await settledWithin(first, 1000)).toBe(true);
  });

  it('answers a tab that says hello', async () => {
    void whenAnotherTabIsOpen('tabs-answer');
    const other = new BroadcastChannel('tabs-answer');
    opened.push(other);
    const answer = new Promise<unknown>((resolve) => (other.onmessage = (event) => resolve(event.data)));
    other.postMessage('hello');
    expect(await answer).toBe('here');
  });
});
