import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import * as inRender from './emotion-insert-in-render';

describe("Emotion's style insertion in builds (tests/hosting/production-builds.test.ts checks the alias)", () => {
  it('inserts while the component renders, before later siblings render and before any effect', () => {
    const order: string[] = [];
    const Styled = () => {
      inRender.useInsertionEffectAlwaysWithSyncFallback(() => order.push('insert'));
      order.push('styled renders');
      return null;
    };
    const Sibling = () => {
      order.push('sibling renders');
      useLayoutEffect(() => {
        order.push('layout effect');
      }, []);
      return null;
    };
    render(
      <>
        <Styled />
        <Sibling />
      </>,
    );
    // Emotion's own module (useInsertionEffect) inserts in the commit, after both renders.
    expect(order).toEqual(['insert', 'styled renders', 'sibling renders', 'layout effect']);
  });
});
