// The build's compressed copies (docs/decisions/hosting.md, "Compression"): which files get a
// .br and a .gz beside them. vite.config.ts builds them with this rule and scripts/check-bundle.mjs
// checks every file the rule covers has both.
import { constants as zlibConstants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Text files of 1 KB or more (smaller ones gain less than a packet). Not index.html: the server stamps a nonce into every copy and compresses it per response. */
export const precompressedRule = {
  include: /\.(js|mjs|css|svg|json|webmanifest|txt)$/,
  exclude: /(^|[\\/])(index\.html|\.hosting\.json)$/,
  threshold: 1024,
};

/**
 * Where each copy is, by encoding: beside its file, as the plugin names them by default and as
 * the servers look for them (sirv's `brotli`/`gzip` options, nginx's `gzip_static`).
 */
export const copyExtension = { br: '.br', gzip: '.gz' };

/** Whether the build writes compressed copies of `file` (a path), `size` bytes long. */
export const isPrecompressed = (file, size) => precompressedRule.include.test(file) && !precompressedRule.exclude.test(file) && size >= precompressedRule.threshold;

/**
 * The plugin that writes them: brotli at quality 11 (12 % smaller than gzip and 2 % smaller than
 * its quality 10, for ~4.5 s of CPU per production build against ~1.9 s: compressed once,
 * downloaded on every cold visit) and gzip at level 9.
 */
export const precompress = () =>
  compression({
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    ...precompressedRule,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
