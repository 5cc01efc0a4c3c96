import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkflowSummary } from './report';
import type { SentRequest } from './request';
import type { Finding } from './runner';

// The stateful half of the check: the main journeys in openapi/journeys.arazzo.yaml, run by
// Redocly's Arazzo runner (`redocly respect`), which checks every step's status, content
// type and schema against the document. Its JSON log becomes findings with curl lines.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const journeysFile = path.join(root, 'openapi/journeys.arazzo.yaml');
const redocly = path.join(root, 'node_modules/.bin/redocly');

export interface WorkflowOptions {
  baseUrl: string;
  email?: string;
  password?: string;
  creatorEmail?: string;
  creatorPassword?: string;
  timeLimitMs?: number;
}

interface RespectCheck {
  name: string;
  passed: boolean;
  message?: string;
}

interface RespectStep {
  stepId: string;
  request?: { method: string; url: string; headers?: Record<string, string>; body?: unknown };
  response?: { statusCode: number; body?: unknown };
  checks?: RespectCheck[];
  status: string;
}

interface RespectWorkflow {
  workflowId: string;
  executedSteps: RespectStep[];
  status: string;
}

interface RespectLog {
  files: Record<string, { executedWorkflows: RespectWorkflow[]; totalTimeMs: number }>;
}

const toRequest = (step: RespectStep): SentRequest | undefined => {
  if (!step.request) return undefined;
  const headers: Record<string, string> = {};
  let signedIn = false;
  for (const [name, value] of Object.entries(step.request.headers ?? {})) {
    if (name.toLowerCase() === 'authorization') {
      headers.Authorization = 'Bearer $TOKEN';
      signedIn = true;
    } else headers[name] = String(value);
  }
  const body = step.request.body === undefined ? undefined : typeof step.request.body === 'string' ? step.request.body : JSON.stringify(step.request.body);
  return { method: step.request.method.toUpperCase(), url: step.request.url, headers, body, signedIn };
};

export const runWorkflows = async (options: WorkflowOptions): Promise<{ findings: Finding[]; summary: WorkflowSummary }> => {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'kizuna-respect-'));
  const logFile = path.join(dir, 'respect.json');
  const inputs = { email: options.email, password: options.password, creatorEmail: options.creatorEmail, creatorPassword: options.creatorPassword };
  const args = ['respect', journeysFile, '--server', `kizuna=${options.baseUrl}`, '--json-output', logFile, '--max-fetch-timeout', '10000', '--execution-timeout', String(options.timeLimitMs ?? 30_000)];
  for (const [name, value] of Object.entries(inputs)) if (value) args.push('--input', `${name}=${value}`);
  // Asynchronous on purpose: with --mock the server under test runs in this very process.
  const run = await new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(redocly, args, { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ status: null, output: error.message }));
    child.on('close', (status) => resolve({ status, output }));
  });
  const findings: Finding[] = [];
  let workflows = 0;
  let steps = 0;
  try {
    const log = JSON.parse(readFileSync(logFile, 'utf8')) as RespectLog;
    for (const file of Object.values(log.files)) {
      for (const workflow of file.executedWorkflows) {
        workflows += 1;
        for (const step of workflow.executedSteps) {
          steps += 1;
          const failed = (step.checks ?? []).filter((check) => !check.passed);
          if (failed.length === 0 && step.status === 'success') continue;
          findings.push({
            kind: 'workflow',
            operationId: `${workflow.workflowId}/${step.stepId}`,
            case: 'workflow step',
            status: step.response?.statusCode,
            message: failed.map((check) => `${check.name}: ${check.message ?? 'failed'}`).join('; ').slice(0, 600) || `step ${step.status}`,
            request: toRequest(step),
          });
        }
      }
    }
  } catch {
    findings.push({ kind: 'workflow', operationId: 'journeys', case: 'run', message: `redocly respect did not produce a log (exit ${run.status}): ${run.output.slice(-600)}` });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (run.status !== 0 && findings.length === 0) {
    findings.push({ kind: 'workflow', operationId: 'journeys', case: 'run', message: `redocly respect exited with ${run.status}: ${run.output.slice(-600)}` });
  }
  return { findings, summary: { workflows, steps, passed: findings.length === 0, durationMs: Date.now() - started } };
};
