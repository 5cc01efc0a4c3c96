import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase } from './empty';
import { startMockDatabase } from './start';
import { saveDb, saveDbSoon, startDb, type PersistenceAdapter } from './store';

// saveDbSoon: the mock backend's own work (a finished streamed reply) is saved once, later,
// never lost to a request that saves in between.
const recording = (): PersistenceAdapter & { saves: number } => {
  const adapter = { saves: 0, load: () => null, save: () => void (adapter.saves += 1), clear: () => {} };
  return adapter;
};
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => startDb(emptyDatabase));
// The next file in this worker shares the store (isolate: false): it gets the seeded one back.
afterAll(() => startMockDatabase());

describe('saveDbSoon', () => {
  it('saves once, after the current task, however often it is asked', async () => {
    const adapter = recording();
    startDb(emptyDatabase, adapter);
    saveDbSoon();
    saveDbSoon();
    expect(adapter.saves).toBe(0);
    await later();
    expect(adapter.saves).toBe(1);
  });

  it('is taken over by a save in between (nothing is written twice)', async () => {
    const adapter = recording();
    startDb(emptyDatabase, adapter);
    saveDbSoon();
    saveDb();
    expect(adapter.saves).toBe(1);
    await later();
    expect(adapter.saves).toBe(1);
    saveDbSoon();
    await later();
    expect(adapter.saves).toBe(2);
  });
});
