import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumFlags, playwrightDisabledFeatures } from '../../scripts/chromium-flags.mjs';

/** The features playwright-core itself turns off, read from the installed package's code. */
const playwrightsOwnList = () => {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const code = readFileSync(path.join(packageDir, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(code)?.[1];
  if (!list) throw new Error("playwright-core no longer lists its disabled features where this test looks: check scripts/chromium-flags.mjs by hand");
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1]);
};

describe("Chromium's flags (scripts/chromium-flags.mjs)", () => {
  it("repeat every feature Playwright turns off, since Chromium keeps only the last --disable-features", () => {
    const own = playwrightsOwnList();
    expect(own.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(own));
  });

  it('pass one --disable-features, with the omnibox popups off', () => {
    const disabled = chromiumFlags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    const features = disabled[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
