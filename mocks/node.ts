import { setupServer } from 'msw/node';
import { startMockDatabase } from './db/start';
import { handlers } from './handlers';

// The entry point for Node tests: importing it starts the seeded database (the store itself
// never seeds; see mocks/db/store.ts), so a test can call handlers straight away.
startMockDatabase();

/** The mock backend for Node tests (msw/node). Start, reset and close it around each test. */
export const mockServer = setupServer(...handlers);
