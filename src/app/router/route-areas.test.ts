// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedAreas, type Area } from '@/i18n/areas';

// Translations load by area (src/i18n/areas.ts): the shared areas with the locale, a page's
// own with the page (src/app/router/routes.tsx). A string from an area that is not loaded
// renders empty, so every page must list each area its feature's code reads (`LL.<area>`),
// and code outside the features may read only the shared areas.
const src = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name) ? [full] : [];
  });

const areasRead = (dir: string): Set<Area> => {
  const found = new Set<Area>();
  for (const file of sourceFiles(dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bLL\s*\.\s*(\w+)/g)) found.add(match[1] as Area);
  }
  return found;
};

const routesSource = readFileSync(path.join(src, 'app/router/routes.tsx'), 'utf8');
const pages = [...routesSource.matchAll(/page\(\(\) => import\('@\/features\/(\w+)\/([^']+)'\),\s*\[([^\]]*)\]\)/g)].map(([, feature = '', module = '', list = '']) => ({
  feature,
  module,
  areas: new Set([...list.matchAll(/'(\w+)'/g)].map((m) => m[1])),
}));

describe('translation areas', () => {
  it('finds the pages of the route table', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(routesSource.match(/import\('@\/features\//g)).toHaveLength(pages.length);
  });

  it('gives every page the areas its feature reads', () => {
    const shared = new Set<string>(sharedAreas);
    const missing = pages.flatMap(({ feature, module, areas }) =>
      [...areasRead(path.join(src, 'features', feature))].filter((area) => !shared.has(area) && !areas.has(area)).map((area) => `${feature}/${module}: ${area}`),
    );
    expect(missing).toEqual([]);
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
