import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { startFreshSheetEachFrame } from './style-sheet-per-frame';

const frames: (() => void)[] = [];
const drawFrame = () => frames.splice(0).forEach((callback) => callback());

const productionCache = (nonce?: string) => {
  const cache = createCache({ key: 'css', nonce, speedy: true });
  startFreshSheetEachFrame(cache, (callback) => frames.push(callback));
  return cache;
};
const rulesPerTag = (cache: ReturnType<typeof productionCache>) => cache.sheet.tags.map((tag) => tag.sheet?.cssRules.length);

afterEach(() => {
  frames.length = 0;
  document.head.querySelectorAll('style[data-emotion]').forEach((tag) => tag.remove());
});

describe('startFreshSheetEachFrame', () => {
  it('keeps the rules of one frame in one <style>, and starts another once a frame is drawn', () => {
    const cache = productionCache();
    cache.sheet.insert('.a{color:red}');
    cache.sheet.insert('@layer recipes{.b{color:blue}}');
    expect(rulesPerTag(cache)).toEqual([2]);
    drawFrame();
    cache.sheet.insert('.c{color:green}');
    cache.sheet.insert('.d{color:gray}');
    drawFrame();
    cache.sheet.insert('.e{color:black}');
    expect(rulesPerTag(cache)).toEqual([2, 2, 1]);
    expect([...document.head.querySelectorAll('style[data-emotion="css"]')]).toEqual(cache.sheet.tags);
  });

  it('adds no <style> for a frame without new rules', () => {
    const cache = productionCache();
    cache.sheet.insert('.a{color:red}');
    drawFrame();
    drawFrame();
    expect(rulesPerTag(cache)).toEqual([1]);
  });

  it('stamps every new <style> with the nonce, so it applies under the CSP', () => {
    const cache = productionCache('r4nd0m');
    cache.sheet.insert('.a{color:red}');
    drawFrame();
    cache.sheet.insert('.b{color:blue}');
    expect(cache.sheet.tags.map((tag) => tag.getAttribute('nonce'))).toEqual(['r4nd0m', 'r4nd0m']);
  });

  it('stops at 64 sheets and puts later rules into the last one', () => {
    const cache = productionCache();
    for (let frame = 0; frame < 70; frame += 1) {
      cache.sheet.insert(`.r${frame}{order:${frame}}`);
      drawFrame();
    }
    expect(cache.sheet.tags).toHaveLength(64);
    expect(cache.sheet.tags.at(-1)?.sheet?.cssRules.length).toBe(7);
  });

  it('leaves a development sheet (one <style> per rule already) as Emotion made it', () => {
    const cache = createCache({ key: 'dev', speedy: false });
    const insert = cache.sheet.insert;
    startFreshSheetEachFrame(cache, (callback) => frames.push(callback));
    expect(cache.sheet.insert).toBe(insert);
  });
});
