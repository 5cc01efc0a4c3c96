import type { RequestHandler } from 'msw';
import { walletHandlers } from './areas/wallet/handlers';

// Every handler of the mock backend, one list per area (mocks/areas/<area>/handlers.ts).
// The same list runs in the browser (service worker), in Node tests (msw/node) and in the
// standalone server.
export const handlers: RequestHandler[] = [...walletHandlers];
