import type { Finding } from './runner';
import type { WorkflowSummary } from './report';

export interface WorkflowOptions {
  baseUrl: string;
  email?: string;
  password?: string;
  creatorEmail?: string;
  creatorPassword?: string;
}

export const runWorkflows = async (_options: WorkflowOptions): Promise<{ findings: Finding[]; summary: WorkflowSummary } | undefined> => undefined;
