// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedAreas, type Area } from '@/i18n/areas';

// Translations load by area (src/i18n/areas.ts): the shared areas with the locale, a page's
// own with the page (src/app/router/routes.tsx). A string from an area that is not loaded
// renders empty, so every page must list each area its code reads (`LL.<area>`), following its
// imports (lazy ones too: they render inside the page), and no more: an area listed for
// nothing is bytes loaded for nothing. The shell, which draws before a page's areas load, may read
// only the shared areas.
const src = path.resolve(import.meta.dirname, '../..');

const areasIn = (file: string, found: Set<Area>): void => {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bLL\s*\.\s*(\w+)/g)) found.add(match[1] as Area);
};

/** The source file an import of ours names (`@/…` or relative), or null for a package. */
const resolveImport = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/') ? path.join(src, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  const candidates = /\.tsx?$/.test(base) ? [base] : ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  return candidates.find((file) => existsSync(file)) ?? null;
};

// Static imports and re-exports (at a line's start, so a comment's words are not one), dynamic
// imports, and imports for effect; a type-only import brings no code, so no strings.
const importPattern = /^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|^\s*import\s+'([^']+)'/gm;

/** A module and every module it imports, lazily or not, except those `skip` names (and what only they import). */
const reachableFrom = (entry: string, skip: (file: string) => boolean = () => false): Set<string> => {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    for (const [, typeOnly, from, dynamic, bare] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = typeOnly ? null : resolveImport(file, from ?? dynamic ?? bare ?? '');
      if (target !== null) queue.push(target);
    }
  }
  return seen;
};

/** The areas a module and everything it imports read. */
const areasReachedFrom = (entry: string): Set<Area> => {
  const found = new Set<Area>();
  for (const file of reachableFrom(entry)) areasIn(file, found);
  return found;
};

const routesSource = readFileSync(path.join(src, 'app/router/routes.tsx'), 'utf8');
const pages = [...routesSource.matchAll(/page\(\(\) => import\('(@\/features\/[^']+)'\),\s*\[([^\]]*)\]\)/g)].map(([, module = '', list = '']) => ({
  module: module.slice('@/features/'.length),
  file: resolveImport(path.join(src, 'app/router/routes.tsx'), module),
  areas: [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]).sort(),
}));

describe('translation areas', () => {
  it('finds the pages of the route table', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(routesSource.match(/import\('@\/features\//g)).toHaveLength(pages.length);
    expect(pages.filter((p) => p.file === null)).toEqual([]);
  });

  it('gives every page exactly the areas its code reads', () => {
    const shared = new Set<string>(sharedAreas);
    const wrong = pages.flatMap(({ module, file, areas }) => {
      const read = [...areasReachedFrom(file ?? '')].filter((area) => !shared.has(area)).sort();
      return read.join() === areas.join() ? [] : [`${module}: lists [${areas.join(', ')}], reads [${read.join(', ')}]`];
    });
    expect(wrong).toEqual([]);
  });

  it('follows imports, lazy ones included, and not type-only ones', () => {
    const fixture = path.join(src, 'app/router/testing/route-areas-fixture');
    expect([...areasReachedFrom(path.join(fixture, 'page.ts'))].sort()).toEqual(['chat', 'referral']);
  });

  it('lets the shell read only the shared areas', () => {
    // The shell is what the entry reaches without entering a page: it draws before any page's
    // areas load. A layout may read the area of the only pages it wraps: React Router renders a
    // match once every lazy route of it has loaded, page areas included.
    const allowed = new Set([
      'app/layouts/onboarding-layout.tsx: creator' /* it wraps only onboarding pages, and loads as one of them (routes.tsx) */,
      'app/mock-tools/mock-tools.tsx: mockTools' /* the mock tools load their area with their code (root-layout.tsx) */,
    ]);
    const pageFiles = new Set(pages.map((p) => p.file));
    const shell = reachableFrom(path.join(src, 'main.tsx'), (file) => pageFiles.has(file));
    expect(shell.size).toBeGreaterThan(50);
    const shared = new Set<string>(sharedAreas);
    const reads = [...shell].flatMap((file) => {
      const found = new Set<Area>();
      areasIn(file, found);
      return [...found].filter((area) => !shared.has(area)).map((area) => `${path.relative(src, file)}: ${area}`);
    });
    expect(reads.filter((entry) => !allowed.has(entry))).toEqual([]);
  });
});
