import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, parseAst, transformWithOxc, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { modulePerDeclaration, originalModule, splitModule } from '../../scripts/vite/module-per-declaration.mjs';

// The production build's split of orval's endpoint modules and Chakra's anatomies into one module
// per declaration (scripts/vite/module-per-declaration.mjs): what a split module exports, where
// its declarations end up in a bundle, and the modules it must refuse.
const root = path.resolve(__dirname, '../..');
const endpointsDir = path.join(root, 'src/api/generated/endpoints');
const anatomyFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm/anatomy.js');
const reactHookFormFile = path.join(path.dirname(createRequire(import.meta.url).resolve('react-hook-form/package.json')), 'dist/index.esm.mjs');
const keepSources = async (source: string) => source;

/** The names a module exports, from its own AST. */
const exportNames = (code: string): string[] =>
  parseAst(code)
    .body.flatMap((statement) => {
      if (statement.type !== 'ExportNamedDeclaration') return [];
      const declared = statement.declaration;
      if (!declared) return statement.specifiers.map((specifier) => (specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value)));
      if (declared.type === 'VariableDeclaration') return declared.declarations.map((declarator) => (declarator.id.type === 'Identifier' ? declarator.id.name : ''));
      return (declared.type === 'FunctionDeclaration' || declared.type === 'ClassDeclaration') && declared.id ? [declared.id.name] : [];
    })
    .sort();

const split = async (code: string, id = '/virtual/module.js') => splitModule(code, parseAst(code), id, keepSources);

type Output = Rolldown.OutputChunk | Rolldown.OutputAsset;

type Splitter = ReturnType<typeof modulePerDeclaration>;

/** A production bundle of `files` (their entry is `entry.js`), with or without the split of `splitIds` (or a splitter made for the test). */
const bundle = async (files: Record<string, string>, splitIds: RegExp | Splitter | null, extra: { external?: RegExp } = {}): Promise<Rolldown.OutputChunk[]> => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'fixture',
        enforce: 'pre',
        resolveId: (source: string) => (source in files ? `/fixture/${source}` : source.startsWith('/fixture/') ? source : null),
        load: (id: string) => (id.startsWith('/fixture/') ? files[id.slice('/fixture/'.length)] : null),
      },
      ...(splitIds ? [splitIds instanceof RegExp ? modulePerDeclaration({ include: splitIds }) : splitIds] : []),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'entry.js', external: extra.external, preserveEntrySignatures: 'strict', output: { format: 'es' } },
    },
  });
  const outputs: Output[] = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
};

/** Evaluates an ES module bundle of one chunk and returns its exports. */
const evaluate = async (code: string): Promise<Record<string, unknown>> => (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;

describe('splitModule', () => {
  it('gives each declaration a module of its own that imports only what it uses, and a facade with the same exports', async () => {
    const code = [
      "import { a, b as bee } from 'dep';",
      "import whole from 'other';",
      "export { fromElsewhere } from 'elsewhere';",
      'const url = () => `/x/${a}`;',
      'export const fetchX = () => url() + bee;',
      'export function useX() { return fetchX() + whole; }',
      'const hidden = 1, alsoHidden = 2;',
      'export { hidden as shown };',
    ].join('\n');
    const { facade, pieces } = await split(code);
    expect(exportNames(facade)).toEqual(exportNames(code));
    expect(pieces.size).toBe(4);
    const [urlPiece, fetchPiece, usePiece] = [...pieces.values()];
    expect(urlPiece).toContain('import { "a" as a } from "dep";');
    expect(urlPiece).not.toMatch(/bee|whole/);
    expect(fetchPiece).toContain('import { "b" as bee } from "dep";');
    expect(fetchPiece).toContain(`import { url } from ${JSON.stringify('\0module-per-declaration:/virtual/module.js?declaration=0')};`);
    expect(usePiece).toContain('import whole from "other";');
    expect(facade).toContain("export { fromElsewhere } from 'elsewhere';");
    expect(originalModule([...pieces.keys()][0]!)).toBe('/virtual/module.js');
    expect(originalModule('/src/a.ts')).toBe('/src/a.ts');
  });

  it('splits a variable nothing assigns to, and keeps a property set on a binding with that binding', async () => {
    const code = "var Form = () => null;\nForm.displayName = 'Form';\nvar helper = (x) => x;\nexport { Form, helper };";
    const { facade, pieces } = await split(code);
    expect(exportNames(facade)).toEqual(['Form', 'helper']);
    const [formPiece, helperPiece] = [...pieces.values()];
    expect(formPiece).toContain("var Form = () => null;\nForm.displayName = 'Form';");
    expect(helperPiece).not.toContain('displayName');
  });

  it('refuses a module that does something when it loads, imports for effects, assigns to its variables, or reads a constant through a cycle', async () => {
    await expect(split('export const a = 1;\nconsole.log(a);')).rejects.toThrow(/ExpressionStatement, which cannot be split/);
    await expect(split("import 'polyfill';\nexport const a = 1;")).rejects.toThrow(/for its effects/);
    await expect(split('export const a = () => b;\nexport const b = a();')).rejects.toThrow(/import cycle between a → b/);
    await expect(split('export const { a } = { a: 1 };')).rejects.toThrow(/destructures/);
    await expect(split('export let count = 0;\nexport function add() { count += 1; }')).rejects.toThrow(/assigns to its top-level let count/);
    await expect(split('var list = [];\nexport function reset() { [list] = [[]]; }')).rejects.toThrow(/top-level var list/);
    await expect(split('export const a = {};\nother.name = a;')).rejects.toThrow(/ExpressionStatement, which cannot be split/);
    await expect(split("import { a } from 'dep';\nexport { a };")).rejects.toThrow(/which it imports/);
    // Functions that call each other are hoisted across modules, as within one.
    await expect(split('export function even(n) { return n === 0 || odd(n - 1); }\nexport function odd(n) { return n !== 0 && even(n - 1); }')).resolves.toBeTruthy();
  });

  it("splits every generated endpoint module, Chakra's anatomy module and react-hook-form, keeping their exports", async () => {
    const endpointFiles = readdirSync(endpointsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(endpointFiles.length).toBeGreaterThan(10);
    for (const file of endpointFiles) {
      const id = path.join(endpointsDir, file);
      const { code } = await transformWithOxc(readFileSync(id, 'utf8'), id);
      const { facade, pieces } = await split(code, id);
      expect(exportNames(facade), file).toEqual(exportNames(code));
      expect(pieces.size, file).toBeGreaterThan(exportNames(code).length - 1);
    }
    for (const file of [anatomyFile, reactHookFormFile]) {
      const code = readFileSync(file, 'utf8');
      expect(exportNames((await split(code, file)).facade), file).toEqual(exportNames(code));
    }
  });
});

describe('a production bundle with the split', () => {
  // As orval's modules: every declaration calls the shared client, which the shell uses too.
  const files = {
    'entry.js': "import { shellOnly } from 'api.js';\nimport { client } from 'client.js';\nexport const shell = client(shellOnly());\nexport const page = () => import('page.js');\nexport const other = () => import('other.js');",
    'page.js': "import { pageOnly } from 'api.js';\nexport const run = () => pageOnly();",
    'other.js': "import { pageOnly } from 'api.js';\nexport const runToo = () => pageOnly();",
    'client.js': 'export const client = (url) => globalThis.fetch?.(url);',
    'api.js': [
      "import { client } from 'client.js';",
      "const base = '/api';",
      'export const shellOnly = () => client(`${base}/shell`);',
      'export const pageOnly = () => client(`${base}/page/${"a long marker only the page needs"}`);',
      'export const nobody = () => client("a marker nobody uses");',
    ].join('\n'),
  };

  it("puts a declaration in the chunk of the code that uses it, and drops what nobody uses", async () => {
    // What loading a chunk loads: it and the chunks it imports. The entry's is the first screen's.
    const loads = (chunks: Rolldown.OutputChunk[], which: (chunk: Rolldown.OutputChunk) => boolean): string => {
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const visit = (name: string): void => {
        if (seen.has(name)) return;
        seen.add(name);
        for (const imported of byName.get(name)?.imports ?? []) visit(imported);
      };
      visit(chunks.find(which)!.fileName);
      return [...seen].map((name) => byName.get(name)!.code).join('\n');
    };
    const isEntry = (chunk: Rolldown.OutputChunk) => chunk.isEntry;
    expect(loads(await bundle(files, null), isEntry)).toContain('a long marker only the page needs');

    const splitChunks = await bundle(files, /fixture\/api\.js$/);
    expect(loads(splitChunks, isEntry)).toContain('/shell');
    expect(loads(splitChunks, isEntry)).not.toContain('a long marker only the page needs');
    expect(loads(splitChunks, (chunk) => chunk.isDynamicEntry && chunk.code.includes('runToo'))).toContain('a long marker only the page needs');
    expect(splitChunks.map((chunk) => chunk.code).join('\n')).not.toContain('a marker nobody uses');
  });

  it('tells which pieces an export is made of, for a chunk group that keeps them together', async () => {
    const forms = [
      'const toPath = (text) => text.split(".");',
      'const get = (object, text) => toPath(text).reduce((value, key) => value?.[key], object);',
      'export function useForm(values) { return { read: (name) => get(values, name) }; }',
      'export function Controller(props) { return toPath(props.name).length; }',
      'export const unrelated = "nobody needs this";',
    ].join('\n');
    const splitter = modulePerDeclaration({ include: /fixture\/forms\.js$/ });
    const files: Record<string, string> = { 'entry.js': "export { useForm, Controller } from 'forms.js';", 'forms.js': forms };
    await bundle(files, splitter);
    const useForm = splitter.piecesReachedFrom(/fixture\/forms\.js$/, ['useForm']);
    // useForm, get and toPath; not Controller, not the constant.
    expect(useForm.size).toBe(3);
    expect([...useForm].every((id) => originalModule(id) === '/fixture/forms.js')).toBe(true);
    const controller = splitter.piecesReachedFrom(/fixture\/forms\.js$/, ['Controller']);
    expect(controller.size).toBe(2);
    expect([...controller].filter((id) => useForm.has(id))).toHaveLength(1);
    expect(() => splitter.piecesReachedFrom(/fixture\/forms\.js$/, ['useField'])).toThrow(/does not export useField/);
    expect(() => splitter.piecesReachedFrom(/nowhere\.js$/, ['useForm'])).toThrow(/no split module matches/);
  });

  it("exports Chakra's anatomies with the same parts as the unsplit module", async () => {
    const names = exportNames(readFileSync(anatomyFile, 'utf8'));
    const entry = {
      'entry.js': `import * as anatomies from ${JSON.stringify(anatomyFile)};\nexport const parts = Object.fromEntries(Object.entries(anatomies).map(([name, anatomy]) => [name, anatomy.keys()]));`,
    };
    const external = /^@ark-ui|^@zag-js/;
    const [whole, splitOnce] = await Promise.all([bundle(entry, null, { external }), bundle(entry, /anatomy\.js$/, { external })]);
    // Bundled with its imports external, each is one chunk; evaluated with the packages themselves.
    const load = async (chunks: Rolldown.OutputChunk[]) => {
      expect(chunks).toHaveLength(1);
      const resolved = chunks[0]!.code.replace(/from "(@ark-ui\/[^"]+|@zag-js\/[^"]+)"/g, (_, specifier: string) => `from ${JSON.stringify(`file://${createRequire(anatomyFile).resolve(specifier)}`)}`);
      return (await evaluate(resolved)).parts as Record<string, string[]>;
    };
    const [before, after] = await Promise.all([load(whole), load(splitOnce)]);
    expect(Object.keys(after).sort()).toEqual(names);
    expect(after).toEqual(before);
    expect(after.cardAnatomy).toContain('footer');
  });
});
