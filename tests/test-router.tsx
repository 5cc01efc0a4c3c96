import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createBlockingHistory, type BlockingHistory } from '@/lib/router/blocking-history';

// The app's router in tests: the same blocking history as the app's (src/lib/router), over a
// memory history. Tests read `router.location` and drive it with `router.navigate` / `go`.
export type TestRouter = BlockingHistory;

export const createTestRouter = (route: string): TestRouter =>
  createBlockingHistory(createMemoryHistory({ initialEntries: [route], v5Compat: true }));
