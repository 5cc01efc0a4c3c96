import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyScript } from '../../scripts/vite/early-script.mjs';
import { loadTogether, srcDir } from '../../scripts/vite/load-together.mjs';

// The session check started before the app (src/early-check.ts, scripts/vite/early-script.mjs).
const root = path.dirname(srcDir.replace(/[\\/]$/, ''));
const entry = 'src/early-check.ts';

type HtmlHook = { handler: (html: string, context: { bundle?: Record<string, unknown> }) => unknown };
const hooksOf = (plugin: Plugin) => ({
  config: plugin.config as (config: { root?: string }, env: { command: 'build' | 'serve' }) => unknown,
  configResolved: plugin.configResolved as (config: { root: string }) => void,
  html: plugin.transformIndexHtml as HtmlHook,
});

describe('the early script', () => {
  it('is an input of its own in a build, beside index.html, and nothing in the dev server', () => {
    const { config } = hooksOf(earlyScript(entry));
    expect(config({ root }, { command: 'build' })).toEqual({
      build: { rolldownOptions: { input: { index: path.join(root, 'index.html'), early: path.join(root, entry) } } },
    });
    expect(config({ root }, { command: 'serve' })).toBeUndefined();
  });

  it("goes into the built page before the app's entry, as its chunk", () => {
    const { configResolved, html } = hooksOf(earlyScript(entry));
    configResolved({ root });
    const bundle = {
      'assets/index-1.js': { type: 'chunk', isEntry: true, facadeModuleId: path.join(root, 'index.html'), fileName: 'assets/index-1.js' },
      'assets/early-2.js': { type: 'chunk', isEntry: true, facadeModuleId: path.join(root, entry), fileName: 'assets/early-2.js' },
    };
    expect(html.handler('<html></html>', { bundle })).toEqual([
      { tag: 'script', attrs: { type: 'module', crossorigin: true, src: '/assets/early-2.js' }, injectTo: 'head-prepend' },
    ]);
    expect(() => html.handler('<html></html>', { bundle: { 'assets/index-1.js': bundle['assets/index-1.js'] } })).toThrow(/not in the bundle/);
  });

  it('is linked as source in the dev server', () => {
    const { html } = hooksOf(earlyScript(entry));
    expect(html.handler('<html></html>', {})).toEqual([{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${entry}` }, injectTo: 'head-prepend' }]);
  });

  // The set's chunk must import nothing that imports it back (a module left out of the set went
  // to a chunk of Rolldown's choosing that did, and the app started half-evaluated), and nothing
  // that brings React. The generated call module is split per declaration: its piece follows.
  it("has every module it reaches in the session-check set, and the set holds nothing else", () => {
    const reached = new Set<string>();
    const resolve = (from: string, specifier: string) => {
      const base = specifier.startsWith('@/') ? path.join(srcDir, specifier.slice(2)) : path.join(path.dirname(from), specifier);
      return ['', '.ts', '.tsx'].map((ext) => base + ext).find((file) => /\.(ts|tsx|json)$/.test(file) && safeRead(file) !== null);
    };
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      if (file.endsWith('.json')) return;
      // Value imports only: `import type` leaves nothing in the build.
      for (const [, specifier = ''] of (safeRead(file) ?? '').matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
        if (!specifier.startsWith('@/') && !specifier.startsWith('.')) continue;
        const next = resolve(file, specifier);
        if (next) visit(next);
      }
    };
    visit(path.join(root, entry));
    const inSet = [...reached]
      .map((file) => path.relative(srcDir, file).split(path.sep).join('/'))
      .filter((file) => file !== 'early-check.ts' && !file.startsWith('api/generated/'))
      .sort();
    expect(inSet).toEqual([...(loadTogether['session-check'] ?? [])].sort());
  });
});

const safeRead = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
