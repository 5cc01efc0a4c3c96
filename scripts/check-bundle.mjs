// Builds the plain production bundle (no mocks) and checks what it contains: no mock
// backend, no faker, no MSW worker, and beside every text file the brotli and gzip copies the
// server sends (scripts/vite/precompress.mjs says which files have them). Prints the size of
// every emitted asset, raw, gzip and brotli, so that size changes are visible in every test run.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { copyExtension, isPrecompressed } from './vite/precompress.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCKS: 'false' },
  });
}

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

// Strings that only the mock backend, faker or MSW contain.
const forbidden = [
  ['the mock database', 'kizuna.mockDb'],
  ['the mock dev endpoints', '/__mock/'],
  ['the MSW worker', 'mockServiceWorker'],
  ['MSW', 'setupWorker'],
  ['faker', 'faker.'],
  ['the mock Google token', 'mock-google.'],
  ['mock demo accounts', 'kizuna1234'],
  ["the mock tools' translations", 'Mock backend tools'],
  ["the mock tools' translations (ja)", 'モックバックエンドのツール'],
  // Not mock code, but kept out the same way (scripts/vite/zod-without-json-schema.mjs):
  // zod's JSON Schema generator, which only its output names.
  ["zod's JSON Schema generator", 'draft-2020-12'],
];
// In scripts only: the prebuilt stylesheet holds them, and src/app/theme.ts leaves them out of
// the browser's Chakra system in a way the bundler can see (a conditional on the constant).
const forbiddenInScripts = [
  ["Chakra's keyframes (the stylesheet has them)", '--slide-from-top-distance'],
  // scripts/vite/chakra-prebuilt-tokens.mjs: the token dictionary is a table of names; the
  // values are the stylesheet's (gray.50's value, in Chakra's tokens and nowhere else).
  ["Chakra's token values (the stylesheet has them)", '#fafafa'],
];

const emitted = files(outDir).filter((file) => !/\.(map|br|gz)$/.test(file));
const problems = [];
let totalJs = 0;
let totalJsGzip = 0;
let totalJsBrotli = 0;
/** The size of `file`'s copy for `encoding`, or a problem when it is missing or is not the file. */
const precompressed = (file, content, encoding, decompress) => {
  const relative = path.relative(outDir, file);
  const extension = copyExtension[encoding];
  if (!existsSync(`${file}${extension}`)) {
    problems.push(`${relative} has no ${extension} copy: the server would send it uncompressed to a browser that takes ${encoding === 'br' ? 'brotli' : 'gzip'}`);
    return 0;
  }
  const copy = readFileSync(`${file}${extension}`);
  if (!decompress(copy).equals(content)) problems.push(`${relative}${extension} is not ${relative} compressed (a stale copy?)`);
  return copy.length;
};
const rows = [];
for (const file of emitted) {
  const content = readFileSync(file);
  const relative = path.relative(outDir, file);
  if (relative === 'mockServiceWorker.js') {
    problems.push('dist/mockServiceWorker.js is emitted (public/ should not ship it in production)');
    continue;
  }
  const gzip = gzipSync(content).length;
  const shipsCompressed = isPrecompressed(file, content.length);
  const brotli = shipsCompressed ? precompressed(file, content, 'br', brotliDecompressSync) : content.length;
  if (shipsCompressed) precompressed(file, content, 'gzip', gunzipSync);
  if (file.endsWith('.js')) {
    totalJs += content.length;
    totalJsGzip += gzip;
    totalJsBrotli += brotli;
  }
  rows.push([relative, content.length, gzip, brotli]);
  if (/\.(js|css|html)$/.test(file)) {
    const text = content.toString('utf8');
    for (const [what, marker] of [...forbidden, ...(file.endsWith('.js') ? forbiddenInScripts : [])]) if (text.includes(marker)) problems.push(`${relative} contains ${what} ("${marker}")`);
  }
}

// No round trip before the first render: index.html preloads every chunk the entry imports
// statically, so the browser asks for them with the entry instead of after parsing it.
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) problems.push('index.html has no module script for the entry');
else {
  const entryCode = readFileSync(path.join(outDir, entry), 'utf8');
  // Static imports only: a dynamic one is `import("./…")`.
  const imported = [...entryCode.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `assets/${match[1]}`);
  if (imported.length === 0) problems.push(`${entry} imports no chunk statically (has the check's pattern gone stale?)`);
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]));
  const missing = [...new Set(imported)].filter((chunk) => !preloaded.has(chunk));
  for (const chunk of missing) problems.push(`index.html does not preload ${chunk}, which the entry imports: the browser asks for it only once the entry has arrived`);
  if (!missing.length) console.log(`index.html preloads the ${new Set(imported).size} chunks the entry imports.`);
}

// Intl's one-off set-up runs before the app's scripts arrive (index.html says why): an async
// classic script of high priority, placed before the entry, and shipped.
const warmUp = /<script src="\/(warm-up-intl\.js)"([^>]*)><\/script>/.exec(html);
if (!warmUp) problems.push('index.html no longer loads warm-up-intl.js: Intl\'s set-up would fall inside the start-up');
else {
  if (!/\basync\b/.test(warmUp[2]) || !/fetchpriority="high"/.test(warmUp[2])) problems.push('warm-up-intl.js must be async with fetchpriority="high" (at low priority Chrome loads it after the modules)');
  if (warmUp.index > html.indexOf('<script type="module"')) problems.push('warm-up-intl.js must come before the entry script');
  if (!existsSync(path.join(outDir, warmUp[1]))) problems.push(`dist/${warmUp[1]} is missing`);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
rows.sort((a, b) => b[2] - a[2]);
console.log('Production bundle (mocks excluded):');
for (const [name, raw, gzip, brotli] of rows.filter(([name]) => /\.(js|css|html)$/.test(name))) {
  console.log(`  ${name.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip ${kb(brotli).padStart(10)} brotli`);
}
console.log(`  ${'all JavaScript'.padEnd(48)} ${kb(totalJs).padStart(10)} ${kb(totalJsGzip).padStart(10)} gzip ${kb(totalJsBrotli).padStart(10)} brotli`);

if (problems.length) {
  console.error('\nThe production bundle is not what it must be:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('No mock backend, faker or MSW in the production bundle.');
