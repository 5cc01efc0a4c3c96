// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../tests/contract/openapi-document';
import { MockApiError } from '../../http/errors';
import { checkFile, imageUploadRules, mediaUploadRules, type UploadedFile } from './media-upload';

// The mock accepts exactly the media types and sizes the document names (x-upload-limits on
// the multipart schemas): each type at its limit passes, one byte more is 413, any other
// type is 415. The document is read here directly, not through the generated rules.
interface Limit {
  types: string[];
  maxBytes: number;
}
const schemas = loadDocument().components.schemas as Record<string, { 'x-upload-limits'?: Limit[] }>;
const documented = (name: string): Limit[] => schemas[name]?.['x-upload-limits'] ?? [];

const file = (type: string, size: number): UploadedFile => ({ name: 'upload', type, size, arrayBuffer: async () => new ArrayBuffer(0) });

const statusOf = (run: () => unknown): number => {
  try {
    run();
    return 200;
  } catch (error) {
    return error instanceof MockApiError ? error.status : 500;
  }
};

describe.each([
  ['MediaUploadRequest', mediaUploadRules],
  ['ImageUploadRequest', imageUploadRules],
] as const)('%s uploads', (schema, rules) => {
  const limits = documented(schema);

  it('name their media types and limits in the document', () => {
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) expect(limit.types.every((t) => /^(image|video)\/[a-z0-9.+-]+$/.test(t))).toBe(true);
  });

  it.each(limits.flatMap((limit) => limit.types.map((type) => [type, limit.maxBytes] as const)))('accept %s up to %i bytes and not a byte more', (type, maxBytes) => {
    expect(statusOf(() => checkFile(file(type, maxBytes), rules))).toBe(200);
    expect(statusOf(() => checkFile(file(type, maxBytes + 1), rules))).toBe(413);
  });

  it('refuse every other type with 415', () => {
    const accepted = new Set(limits.flatMap((l) => l.types));
    for (const type of ['application/octet-stream', 'image/svg+xml', 'image/heic', 'video/quicktime', 'text/plain', 'video/mp4', 'image/png']) {
      if (accepted.has(type)) continue;
      expect(statusOf(() => checkFile(file(type, 10), rules))).toBe(415);
    }
  });
});
