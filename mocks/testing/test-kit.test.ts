import { describe, expect, it } from 'vitest';
import { emptyDatabase } from '../db/empty';
import { getDb, startDb } from '../db/store';
import { setupMockBackend } from './test-kit';

// As a file run before this one in the same worker may leave it (isolate: false): the store
// started on another database. demo.test.ts once found no agent at all after store.test.ts.
startDb(emptyDatabase);

setupMockBackend();

describe('setupMockBackend', () => {
  it('starts the file on the seeded database, whatever the store held before', () => {
    expect(getDb().agents.map((agent) => agent.name)).toContain('luna_stars');
  });

  it('resets to the seed after each test, not to what the store was started with before', () => {
    expect(getDb().users.length).toBeGreaterThan(0);
  });
});
