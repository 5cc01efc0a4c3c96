import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maxUploadBodyBytes } from '../../mocks/server/node-bridge';
import { forwardedPrefixes } from '../../server/api-forwarder.mjs';
import { assetPolicy, baseHeaders, contentSecurityPolicy } from '../../server/headers.mjs';
import stageUrls from '../../src/api/stage-base-urls.json';

// docs/hosting/nginx.conf must send what server/serve.mjs sends: one policy, written twice
// only because nginx cannot import it, and kept equal here.
const nginx = readFileSync('docs/hosting/nginx.conf', 'utf8');
const snippet = readFileSync('docs/hosting/security-headers.conf', 'utf8');
const headerValues = (text: string, name: string) => [...text.matchAll(new RegExp(`add_header ${name} "([^"]*)"( always)?;`, 'g'))].map((m) => m[1]);

describe('docs/hosting/nginx.conf', () => {
  it('sends the production page policy with a per-request nonce', () => {
    // Production's API is on the page's own origin (apiOrigin null), as its build's .hosting.json says.
    expect(stageUrls.stages.production).toMatch(/^\//);
    const expected = contentSecurityPolicy({ nonce: '$request_id', apiOrigin: null, previewApiHost: `*.${stageUrls.previewApiHost}` });
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

  // Each location block of the server, by how it matches (`^~ /api/`: a prefix that no regex
  // location, such as the extension rule, can take over).
  const locationBlock = (match: string) => {
    const block = nginx.split(/\n\s*location /).find((part) => part.startsWith(`${match} {`));
    if (!block) throw new Error(`no location ${match}`);
    return block.slice(0, block.indexOf('\n    }'));
  };

  it("passes the API and the realtime socket to production's backend", () => {
    const backend = new URL(stageUrls.backends.production);
    expect(forwardedPrefixes).toEqual(['/api/', '/socket.io/']);
    for (const prefix of forwardedPrefixes) {
      const block = locationBlock(`^~ ${prefix}`);
      expect(block).toContain(`proxy_pass ${backend.origin};`);
      expect(block).toContain(`proxy_set_header Host ${backend.host};`);
      for (const header of ['X-Forwarded-Host $host', 'X-Forwarded-Proto $scheme']) expect(block).toContain(`proxy_set_header ${header};`);
    }
    expect(locationBlock('^~ /socket.io/')).toContain('proxy_set_header Upgrade $http_upgrade;');
  });

  it("lets through every body the contract's backend takes, so the backend answers a larger one itself", () => {
    const [, megabytes] = /client_max_body_size (\d+)m;/.exec(locationBlock('^~ /api/')) ?? [];
    expect(Number(megabytes) * 1024 * 1024).toBeGreaterThan(maxUploadBodyBytes);
  });
});
