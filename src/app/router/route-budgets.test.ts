// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './routes';

// scripts/check-route-budgets.mjs (npm test) visits the routes listed in
// performance-budgets.json: every route of the table must be there, so a new screen cannot
// escape its JavaScript budget.
interface BudgetEntry {
  route: string;
}
const budgets = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../performance-budgets.json'), 'utf8')) as { routes: BudgetEntry[] };

const join = (base: string, segment: string): string => (segment === '*' ? '*' : `${base.replace(/\/$/, '')}/${segment}`);
const routePaths = (routes: RouteObject[], base = ''): string[] =>
  routes.flatMap((route) => {
    const here = route.path === undefined ? base : route.path.startsWith('/') ? route.path : join(base, route.path);
    const own = route.index || (route.path !== undefined && !route.children?.length) || (route.path !== undefined && route.children?.some((child) => child.index))
      ? [here || '/']
      : [];
    return [...own, ...routePaths(route.children ?? [], here)];
  });

describe('performance-budgets.json', () => {
  it('lists every route of the route table, and no other', () => {
    const table = [...new Set(routePaths(createAppRoutes(new QueryClient())))].sort();
    const listed = budgets.routes.map((entry) => entry.route).sort();
    expect(listed).toEqual(table);
  });
});
