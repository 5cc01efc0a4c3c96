import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allCssProperties } from '@pandacss/is-valid-prop';
import { appSystem } from '@/app/theme';
import { cssPropertiesBeyond, cssPropertiesBeyondChakra } from '../../scripts/vite/css-properties-beyond-chakra.mjs';

// The production build's shorter CSS property list (scripts/vite/css-properties-beyond-chakra.mjs):
// the edited @pandacss/is-valid-prop is written to a file and loaded, and Chakra's test of a
// style prop, `properties.has(prop) || isCssProperty(prop)`, must answer as it does with the
// whole list.
// The ES module the bundle takes (require would give the CommonJS one beside it).
const listFile = createRequire(import.meta.url).resolve('@pandacss/is-valid-prop').replace(/\.js$/, '.mjs');
const source = readFileSync(listFile, 'utf8');
// Inside node_modules, so Vitest leaves it to Node.
const copy = path.join(path.dirname(listFile), '..', '..', '..', '.cache', `kizuna-css-properties-${process.pid}`);
const system = appSystem();
let edited: { isCssProperty: (prop: string) => boolean; allCssProperties: string[] };

beforeAll(async () => {
  mkdirSync(copy, { recursive: true });
  writeFileSync(path.join(copy, 'index.mjs'), cssPropertiesBeyond(source, system.properties));
  edited = (await import(/* @vite-ignore */ pathToFileURL(path.join(copy, 'index.mjs')).href)) as typeof edited;
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("Panda's CSS property list without Chakra's own properties, built with the app", () => {
  it('tells a style prop from any other prop as Chakra does with the whole list', () => {
    const props = [
      ...allCssProperties,
      ...system.properties,
      // Props that are not CSS, custom properties, selectors, SVG attributes.
      ...['onClick', 'href', 'children', 'aria-label', 'data-state', 'htmlFor', 'asChild', 'viewBox', 'd', 'cx', '--bar-size', '&:hover', '@media print', '_hover', 'colorPalette'],
    ];
    const withEditedList = (prop: string) => system.properties.has(prop) || edited.isCssProperty(prop);
    expect(props.map(withEditedList)).toEqual(props.map((prop) => system.isValidProperty(prop)));
  });

  it("keeps only the names Chakra's properties lack", () => {
    expect(edited.allCssProperties.length).toBeGreaterThan(300);
    expect(edited.allCssProperties.length).toBeLessThan(allCssProperties.length - 100);
    expect(edited.allCssProperties.filter((name) => system.properties.has(name))).toEqual([]);
  });

  it('fails the build if the module changes, or if anything but Chakra imports it', () => {
    expect(() => cssPropertiesBeyond(source.replace('var cssPropertiesStr = "', 'let cssPropertiesStr = "'), system.properties)).toThrow(/check the plugin against this @pandacss\/is-valid-prop version/);
    vi.stubEnv('VITEST', '');
    const plugin = cssPropertiesBeyondChakra({ themeModule: '', alias: {} }) as unknown as {
      configResolved: (config: { command: string }) => void;
      buildEnd: (this: object) => void;
    };
    plugin.configResolved({ command: 'build' });
    vi.unstubAllEnvs();
    const graph = (importers: string[]) => ({
      getModuleIds: () => [listFile],
      getModuleInfo: () => ({ importers }),
      error: (message: string) => {
        throw new Error(message);
      },
    });
    expect(() => plugin.buildEnd.call(graph(['/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js']))).not.toThrow();
    expect(() => plugin.buildEnd.call(graph(['/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', '/app/src/uses-the-list.ts']))).toThrow(/imported by \/app\/src\/uses-the-list\.ts/);
  });
});
