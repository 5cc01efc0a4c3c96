import { curlOf } from './request';
import type { CheckReport, Finding, FindingKind } from './runner';

// The readable report: a summary line, then each finding with what was sent, what came
// back and a curl line that sends the same request again.
const titles: Record<FindingKind, string> = {
  crash: 'The server stopped answering',
  'server-error': 'Server error (5xx)',
  'undocumented-status': 'Status not in the document',
  schema: 'Body does not match the document',
  'content-type': 'Wrong content type',
  'invalid-accepted': 'Invalid request accepted',
  auth: 'Missing or forged token not refused with 401',
  'no-answer': 'No answer to one request',
  setup: 'Could not set up',
  workflow: 'Workflow step failed',
};

const order = Object.keys(titles) as FindingKind[];

export const formatFinding = (finding: Finding, index: number): string => {
  const repeats = finding.repeats ? ` (and ${finding.repeats} more like it)` : '';
  const lines = [`${index + 1}. [${titles[finding.kind]}] ${finding.operationId} — ${finding.case}${repeats}`, `   ${finding.message}`];
  if (finding.request) lines.push(`   ${curlOf(finding.request)}`);
  return lines.join('\n');
};

export interface WorkflowSummary {
  workflows: number;
  steps: number;
  passed: boolean;
  durationMs: number;
}

export const formatReport = (report: CheckReport, workflows?: WorkflowSummary): string => {
  const findings = [...report.findings].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const seconds = (report.durationMs / 1000).toFixed(1);
  const lines = [
    `Contract check of ${report.baseUrl}: ${report.cases} property-based cases on ${report.operations} operations in ${seconds} s` +
      ` (${Object.entries(report.casesByRole)
        .map(([role, n]) => `${role} ${n}`)
        .join(', ')})`,
  ];
  if (report.signedInAs.length > 0) lines.push(`Signed in as ${report.signedInAs.map((a) => `${a.role} ${a.email}`).join(', ')}.`);
  if (workflows) {
    lines.push(`Workflows (redocly respect): ${workflows.workflows} workflows, ${workflows.steps} steps in ${(workflows.durationMs / 1000).toFixed(1)} s — ${workflows.passed ? 'passed' : 'FAILED'}`);
  }
  if (report.stoppedEarly) lines.push(`Stopped early: ${report.stoppedEarly}.`);
  for (const retry of report.retriedAfterDrop) {
    lines.push(`Answered on a second try after the connection dropped (${retry.error}): ${retry.operationId} — ${retry.case}`);
  }
  if (findings.length === 0) {
    lines.push('0 violations.');
    return lines.join('\n');
  }
  const counts = order.filter((kind) => findings.some((f) => f.kind === kind)).map((kind) => `${findings.filter((f) => f.kind === kind).length} ${titles[kind].toLowerCase()}`);
  lines.push(`${findings.length} violations: ${counts.join(', ')}.`);
  if (findings.some((f) => f.request?.signedIn)) {
    lines.push('', `The curl lines use $TOKEN: TOKEN=$(curl -s -X POST '${report.baseUrl}/auth/email/login' -H 'Content-Type: application/json' -d '{"email":"…","password":"…"}' | sed 's/.*"accessToken":"\\([^"]*\\)".*/\\1/')`);
  }
  lines.push('', ...findings.map(formatFinding));
  return lines.join('\n');
};
