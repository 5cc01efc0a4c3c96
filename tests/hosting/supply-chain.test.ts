import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The advisory audit cannot run here (the registry answers 405), so `npm test` checks that it is
// written down and runnable elsewhere: docs/decisions/supply-chain.md and `.ci/audit` name the
// same `npm audit` commands, with a failing level on what ships and the signature check.
const root = process.cwd();
const auditCommands = (text: string) => [...text.matchAll(/^(npm audit[^#\n]*?)\s*(?:#.*)?$/gm)].map((match) => match[1]?.trim());

describe('the advisory audit', () => {
  it('is a script a CI that reaches the advisory service runs, and the doc names the same commands', () => {
    const script = readFileSync(path.join(root, '.ci/audit'), 'utf8');
    const doc = readFileSync(path.join(root, 'docs/decisions/supply-chain.md'), 'utf8');
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(script).toContain('set -euo pipefail');
    expect(statSync(path.join(root, '.ci/audit')).mode & 0o111).not.toBe(0);
    const commands = auditCommands(script);
    expect(commands).toEqual(auditCommands(doc));
    expect(commands).toContain('npm audit --audit-level=high --omit=dev');
    expect(commands).toContain('npm audit signatures');
    expect(doc).toContain('.ci/audit');
  });
});
