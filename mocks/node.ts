import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Node tests (msw/node). Start, reset and close it around each test. */
export const mockServer = setupServer(...handlers);
