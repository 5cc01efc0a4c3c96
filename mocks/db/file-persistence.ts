import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PersistenceAdapter } from './store';

/** The standalone server can keep its database in a JSON file (MOCK_DB_FILE). */
export const filePersistence = (file: string): PersistenceAdapter => ({
  load: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null),
  save: (data) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(data));
  },
  clear: () => rmSync(file, { force: true }),
});
