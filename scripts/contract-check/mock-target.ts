import { demoAccounts, demoPassword } from '../../mocks/db/seed-accounts';
import { startStandaloneServer } from '../../mocks/server/standalone';

// `contract:check --mock`: the standalone mock backend (it starts from the seed) on a free port of
// 127.0.0.1, in this process (so it ends with the check).
export const startCheckedMock = async () => {
  const server = await startStandaloneServer({ port: 0 });
  return { apiUrl: `${server.url}/api`, accounts: demoAccounts, password: demoPassword, close: server.close };
};
