// What the lockfile may contain (scripts/supply-chain/check-lockfile.mjs runs it in npm test):
// every installed package pinned by a sha512 `integrity`, and fetched from the npm registry.
// This machine's npm config has `omit-lockfile-registry-resolved=true`, so a registry package
// carries no `resolved` at all (npm fetches it by name from the configured registry and checks
// the integrity); a `resolved` that IS present must be an https tarball on the registry. Git,
// file, http and other hosts' tarballs are refused, and so is a link outside the repository.
export const expectedRegistry = 'https://registry.npmjs.org/';

/**
 * The problems in a parsed package-lock.json (v2/v3), one line each; empty when it is sound.
 * @param {{ lockfileVersion?: number, packages?: Record<string, Record<string, unknown>> }} lock
 * @param {string} [registry]
 * @returns {string[]}
 */
export const lockfileProblems = (lock, registry = expectedRegistry) => {
  if (!lock || typeof lock !== 'object' || !lock.packages) return ['no "packages" map: lockfileVersion 2 or 3 is required'];
  if ((lock.lockfileVersion ?? 0) < 2) return [`lockfileVersion ${lock.lockfileVersion} is too old: 2 or 3 is required`];
  const problems = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '') continue; // the project itself
    const name = key.replace(/^.*node_modules\//, '');
    if (entry.link) {
      // A workspace link: it must point inside the repository.
      const target = String(entry.resolved ?? '');
      if (target.startsWith('/') || target.startsWith('..') || /^[a-z]+:/i.test(target)) problems.push(`${name}: links outside the repository (${target})`);
      continue;
    }
    if (!key.includes('node_modules/')) continue; // a workspace folder, described by its link
    const integrity = typeof entry.integrity === 'string' ? entry.integrity : '';
    if (!integrity) problems.push(`${name}: no integrity`);
    else if (!/^sha512-[A-Za-z0-9+/]{86}==$/.test(integrity.split(/\s+/)[0])) problems.push(`${name}: integrity is not sha512 (${integrity.slice(0, 20)}…)`);
    if (entry.resolved === undefined) continue;
    const resolved = String(entry.resolved);
    if (!resolved.startsWith(registry)) problems.push(`${name}: resolved outside ${registry} (${resolved})`);
    else if (!resolved.endsWith('.tgz')) problems.push(`${name}: resolved is not a registry tarball (${resolved})`);
    else {
      // The tarball must be the package's own: /<name>/-/<basename>-<version>.tgz.
      const path = decodeURIComponent(resolved.slice(registry.length));
      const packageName = String(entry.name ?? name);
      if (!path.startsWith(`${packageName}/-/`)) problems.push(`${name}: resolved tarball belongs to another package (${resolved})`);
    }
  }
  return problems;
};
