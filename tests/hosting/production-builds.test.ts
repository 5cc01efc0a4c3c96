import * as emotionModule from '@emotion/use-insertion-effect-with-fallbacks';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as inRender from '@/lib/emotion-insert-in-render';
import { productionBuilds } from '../../scripts/vite/production-builds.mjs';

describe('modules a build takes from elsewhere (scripts/vite/production-builds.mjs)', () => {
  it('points at files that exist', () => {
    for (const file of Object.values(productionBuilds)) expect(existsSync(file), file).toBe(true);
  });

  it("replaces Emotion's insertion module with one offering every name it exports", () => {
    expect(productionBuilds['@emotion/use-insertion-effect-with-fallbacks']).toMatch(/src[\\/]lib[\\/]emotion-insert-in-render\.ts$/);
    expect(Object.keys(inRender).sort()).toEqual(Object.keys(emotionModule).sort());
  });
});
