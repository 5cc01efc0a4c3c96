import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatReport } from './report';
import { runContractCheck } from './runner';
import { runWorkflows } from './workflows';

// `npm run contract:check -- --base-url <url> [--email … --password …]`: checks any server
// against openapi/openapi.yaml (see the README, "Checking a server against the contract").
// `--mock` starts the standalone mock backend on a free port and checks that instead
// (what `npm test` does).
const usage = `Usage: npm run contract:check -- --base-url http://127.0.0.1:3000/api [options]
  --base-url URL            the API root (…/api), as in the document's servers
  --email, --password       a fan test account (its data will change)
  --creator-email, --creator-password
                            a creator test account (owns an agent, has bank details)
  --mock                    start the mock backend on a free port and check it
  --seed N                  reproduce a run (default 20261122)
  --runs N                  valid requests per operation (default 6)
  --max-requests N          stop after N property-based cases (default 3000)
  --time-limit S            stop the property-based part after S seconds (default 45)
  --operations a,b          only these operationIds
  --no-workflows            skip the Arazzo workflows (redocly respect)
  --json FILE               also write the findings as JSON`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'creator-email': { type: 'string' },
    'creator-password': { type: 'string' },
    mock: { type: 'boolean', default: false },
    seed: { type: 'string' },
    runs: { type: 'string' },
    'max-requests': { type: 'string' },
    'time-limit': { type: 'string' },
    operations: { type: 'string' },
    'no-workflows': { type: 'boolean', default: false },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const numberOption = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

const main = async (): Promise<number> => {
  if (values.help || (!values['base-url'] && !values.mock)) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  let baseUrl = values['base-url'] ?? '';
  // The fan signs in with --email, the creator with --creator-email; both run the
  // property-based cases (with a guest), the fan journey as the fan, the payout as the creator.
  let email = values.email;
  let password = values.password;
  let creatorEmail = values['creator-email'];
  let creatorPassword = values['creator-password'];
  let stopMock: (() => Promise<void>) | undefined;
  if (values.mock) {
    // Loaded only here: checking a real server needs none of the mock backend.
    const { startCheckedMock } = await import('./mock-target');
    const mock = await startCheckedMock();
    baseUrl = mock.apiUrl;
    email ??= mock.accounts.fan;
    password ??= mock.password;
    creatorEmail ??= mock.accounts.creator;
    creatorPassword ??= mock.password;
    stopMock = mock.close;
    console.log(`Mock backend started on ${mock.apiUrl}`);
  }
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`--base-url must be an http(s) URL, got "${baseUrl}"`);
  if (new URL(baseUrl).pathname === '/') baseUrl = baseUrl.replace(/\/$/, '') + '/api';
  try {
    const report = await runContractCheck({
      baseUrl,
      accounts: [
        ...(email && password ? [{ role: 'fan', email, password }] : []),
        ...(creatorEmail && creatorPassword ? [{ role: 'creator', email: creatorEmail, password: creatorPassword }] : []),
      ],
      seed: numberOption('seed', values.seed),
      runs: numberOption('runs', values.runs),
      maxRequests: numberOption('max-requests', values['max-requests']),
      timeLimitMs: (numberOption('time-limit', values['time-limit']) ?? 45) * 1000,
      operations: values.operations?.split(',').map((s) => s.trim()),
    });
    const workflows =
      values['no-workflows'] || report.stoppedEarly === 'the server crashed'
        ? undefined
        : await runWorkflows({ baseUrl, email, password, creatorEmail: creatorEmail ?? email, creatorPassword: creatorPassword ?? password });
    if (workflows) report.findings.push(...workflows.findings);
    console.log(formatReport(report, workflows?.summary));
    if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2));
    return report.findings.length === 0 ? 0 : 1;
  } finally {
    await stopMock?.();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
