import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, oneTaskEach } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task: every microtask queued before and after it runs first', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => void Promise.resolve().then(() => order.push('chained microtask')));
    await waited;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});

describe('oneTaskEach', () => {
  it('calls each in a task of its own, in order, without waiting for the one before to finish', async () => {
    const order: string[] = [];
    const never = new Promise<never>(() => {});
    const [, second] = oneTaskEach<[never, string]>([
      () => {
        order.push('first');
        // Runs before the second call only if that call is in a later task.
        queueMicrotask(() => order.push("first's microtask"));
        return never;
      },
      () => {
        order.push('second');
        return Promise.resolve('done');
      },
    ]);
    expect(order).toEqual([]);
    await expect(second).resolves.toBe('done');
    expect(order).toEqual(['first', "first's microtask", 'second']);
  });

  it("hands each call's failure to its own promise only", async () => {
    const [failed, fine] = oneTaskEach<[never, number]>([() => Promise.reject(new Error('refused')), () => Promise.resolve(2)]);
    await expect(failed).rejects.toThrow('refused');
    await expect(fine).resolves.toBe(2);
  });
});
