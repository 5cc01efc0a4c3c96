// `npm test` step: a CycloneDX SBOM of what the app ships (its runtime dependencies), written
// to reports/sbom.cdx.json for CI to keep as a build artifact (never committed). It describes
// package-lock.json (what `npm ci` installs), not whatever node_modules holds. Dev tools are
// left out: they never reach a user, and npm cannot describe lighthouse's tree (its
// @paulirish/trace_engine asks for `latest` of two packages, which `npm sbom` reports as
// invalid). Fails when npm fails or a component comes without a sha512 hash.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const out = path.join(root, 'reports', 'sbom.cdx.json');
const json = execFileSync('npm', ['sbom', '--sbom-format', 'cyclonedx', '--omit', 'dev', '--package-lock-only'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const sbom = JSON.parse(json);
const components = sbom.components ?? [];
const unhashed = components.filter((c) => !(c.hashes ?? []).some((h) => h.alg === 'SHA-512' && h.content));
if (sbom.bomFormat !== 'CycloneDX' || components.length === 0 || unhashed.length > 0) {
  console.error(`SBOM incomplete: ${components.length} components, without a SHA-512 hash: ${unhashed.map((c) => c.name).join(', ') || 'none'}`);
  process.exit(1);
}
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, json);
console.log(`SBOM: CycloneDX ${sbom.specVersion}, ${components.length} runtime components with SHA-512 hashes → ${path.relative(root, out)}`);
