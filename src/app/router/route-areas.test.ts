// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedAreas, type Area } from '@/i18n/areas';

// Translations load by area (src/i18n/areas.ts): the shared areas with the locale, a page's
// own with the page (src/app/router/routes.tsx). A string from an area that is not loaded
// renders empty, so every page must list each area its code reads (`LL.<area>`), following its
// imports (lazy ones too: they render inside the page), and no more: an area listed for
// nothing is bytes loaded for nothing. Code outside the features may read only the shared areas.
const src = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name) ? [full] : [];
  });

const areasIn = (file: string, found: Set<Area>): void => {
  for (const match of readFileSync(file, 'utf8').matchAll(/\bLL\s*\.\s*(\w+)/g)) found.add(match[1] as Area);
};

const areasRead = (dir: string): Set<Area> => {
  const found = new Set<Area>();
  for (const file of sourceFiles(dir)) areasIn(file, found);
  return found;
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

/** The areas a module and everything it imports read. */
const areasReachedFrom = (entry: string): Set<Area> => {
  const found = new Set<Area>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    areasIn(file, found);
    for (const [, typeOnly, from, dynamic, bare] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = typeOnly ? null : resolveImport(file, from ?? dynamic ?? bare ?? '');
      if (target !== null) queue.push(target);
    }
  }
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

  it('lets code outside the features read only the shared areas', () => {
    // A layout may read the area of the only pages it wraps: React Router renders a match
    // once every lazy route of it has loaded, page areas included.
    const allowed = new Set([
      'app: creator' /* OnboardingLayout wraps only onboarding pages */,
      'app: mockTools' /* the mock tools load their area with their code (root-layout.tsx) */,
    ]);
    const shared = new Set<string>(sharedAreas);
    const outside = ['app', 'components', 'lib', 'api'].flatMap((dir) => [...areasRead(path.join(src, dir))].filter((area) => !shared.has(area)).map((area) => `${dir}: ${area}`));
    expect(outside.filter((entry) => !allowed.has(entry))).toEqual([]);
  });
});
