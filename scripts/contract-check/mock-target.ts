import { demoAccounts, demoPassword } from '../../mocks/db/seed-accounts';
import { resetDb } from '../../mocks/db/store';
import { startStandaloneServer } from '../../mocks/server/standalone';

// `contract:check --mock`: the standalone mock backend, from the seed, on a free port of
// 127.0.0.1, in this process (so it ends with the check).
export const startCheckedMock = async () => {
  resetDb();
  const server = await startStandaloneServer({ port: 0 });
  return { apiUrl: `${server.url}/api`, accounts: demoAccounts, password: demoPassword, close: server.close };
};
