import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetPolicy, baseHeaders, contentSecurityPolicy } from '../../server/headers.mjs';

// docs/hosting/nginx.conf must send what server/serve.mjs sends: one policy, written twice
// only because nginx cannot import it, and kept equal here.
const nginx = readFileSync('docs/hosting/nginx.conf', 'utf8');
const snippet = readFileSync('docs/hosting/security-headers.conf', 'utf8');
const headerValues = (text: string, name: string) => [...text.matchAll(new RegExp(`add_header ${name} "([^"]*)"( always)?;`, 'g'))].map((m) => m[1]);

describe('docs/hosting/nginx.conf', () => {
  it('sends the production page policy with a per-request nonce', () => {
    const expected = contentSecurityPolicy({ nonce: '$request_id', apiOrigin: 'https://api.kizuna.example', previewApiHost: '*.preview-api.kizuna.example' });
    const policies = headerValues(nginx, 'Content-Security-Policy');
    expect(policies[0]).toBe(expected);
    expect(nginx).toContain("sub_filter 'KIZUNA_CSP_NONCE' '$request_id';");
  });

  it('sends the asset policy and the cache rules', () => {
    const policies = headerValues(nginx, 'Content-Security-Policy');
    expect(policies.slice(1)).toEqual([assetPolicy, assetPolicy]);
    expect(headerValues(nginx, 'Cache-Control')).toEqual(['no-cache', 'public, max-age=31536000, immutable', 'no-cache']);
  });

  it("sends the build's precompressed copies and compresses the rest", () => {
    for (const directive of ['gzip on;', 'gzip_static on;', 'gzip_vary on;']) expect(nginx).toContain(`\n    ${directive}\n`);
  });

  it('includes every base header in every location that adds its own', () => {
    for (const [name, value] of Object.entries(baseHeaders)) expect(headerValues(snippet, name)).toEqual([value]);
    const locations = nginx.split(/\n\s*location /).slice(1).filter((block) => block.includes('add_header'));
    expect(locations).toHaveLength(3);
    for (const block of locations) expect(block).toContain('include /etc/nginx/snippets/kizuna-security-headers.conf;');
  });
});
