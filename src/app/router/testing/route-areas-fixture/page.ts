// A page for route-areas.test.ts: it reads an area through a static import and another through
// a lazy one; its type-only import brings no code, so the area named there is not read.
import type { TypesOnly } from './types-only';
import { readsStatically } from './static';

export const fixturePage = (): [string, TypesOnly | null] => [readsStatically, null];
export const later = () => import('./lazy');
