import * as React from 'react';

/**
 * React's development build captures an `Error` for every element it creates (`jsx()`), so a
 * warning can show the owner stack: the components that created the element. It stops after
 * 10,000 elements a second (`recentlyCreatedOwnerStacks`, reset by React DOM's render loop).
 * In the unit suite that capture was the largest single cost of React (about 14 s of the
 * suite's CPU, a profile of every worker, docs/decisions/testing.md), and no test reads an
 * owner stack: warnings still fire, with the component stack React builds from the fibers.
 * Holding the counter at the limit makes every element take React's shared "unknown owner"
 * stack instead.
 */
export const skipOwnerStacks = (): void => {
  const internals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (typeof internals !== 'object' || internals === null || !('recentlyCreatedOwnerStacks' in internals)) {
    throw new Error('React no longer counts owner stacks where tests/skip-owner-stacks.ts expects: check the upgrade.');
  }
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 1e4,
    set: () => {},
  });
};
