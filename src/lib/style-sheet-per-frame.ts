import type { EmotionCache } from '@emotion/cache';

// Emotion writes every rule into one <style> with insertRule. Chromium restyles only the
// elements a new rule can match when it is an ordinary rule (its RuleSetDiff), but gives up
// on anything else and tests every selector of the whole sheet: Chakra's recipes arrive as
// `@layer recipes { … }` blocks, so one new button after the first screen restyled nearly
// every element on it (233 of 294 on a cold /chats, 12–19 ms at 1× CPU). A sheet the browser
// has not styled with yet costs nothing to add to, and a new sheet is checked on its own: so
// rules go into a fresh <style> once a frame has been drawn since the last one began.
// Beyond `maxSheets`, the last one takes the rest (matching walks every sheet, so their
// number must stay small).
const maxSheets = 64;

type NextFrame = (callback: () => void) => void;

const requestFrame: NextFrame = (callback) => void requestAnimationFrame(callback);

/** Makes `cache` start a fresh <style> for the rules of each new frame (production sheets only). */
export const startFreshSheetEachFrame = (cache: EmotionCache, nextFrame: NextFrame = requestFrame): void => {
  const { sheet } = cache;
  // A development sheet already writes one <style> per rule, as text.
  if (!sheet.isSpeedy) return;
  const insert = sheet.insert.bind(sheet);
  let drawnSinceLastTag = false;
  let waitingForFrame = false;
  sheet.insert = (rule: string) => {
    if (drawnSinceLastTag && sheet.tags.length > 0 && sheet.tags.length < maxSheets) sheet.hydrate([emptyStyleElement(sheet.key, sheet.nonce)]);
    drawnSinceLastTag = false;
    insert(rule);
    if (waitingForFrame) return;
    waitingForFrame = true;
    nextFrame(() => {
      drawnSinceLastTag = true;
      waitingForFrame = false;
    });
  };
};

// What Emotion's own createStyleElement makes (not exported by @emotion/sheet).
const emptyStyleElement = (key: string, nonce: string | undefined): HTMLStyleElement => {
  const tag = document.createElement('style');
  tag.setAttribute('data-emotion', key);
  if (nonce !== undefined) tag.setAttribute('nonce', nonce);
  tag.appendChild(document.createTextNode(''));
  tag.setAttribute('data-s', '');
  return tag;
};
