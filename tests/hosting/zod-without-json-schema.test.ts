import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedProcessorHooks, withoutJsonSchema } from '../../scripts/vite/zod-without-json-schema.mjs';

// The production build's edit of zod (scripts/vite/zod-without-json-schema.mjs), on the zod
// this project installs. The built bundle is checked too: `npm run check:bundle` fails when
// the generator's output marker is in any emitted file.
const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const classicSchemas = readFileSync(path.join(zodRoot, 'v4/classic/schemas.js'), 'utf8');

describe("zod's classic schemas without JSON Schema output", () => {
  it('drops every schema type hook into the generator, and the generator methods', () => {
    expect(classicSchemas.match(/processJSONSchema = /g)).toHaveLength(expectedProcessorHooks);
    const edited = withoutJsonSchema(classicSchemas);
    expect(edited).not.toMatch(/processJSONSchema/);
    expect(edited).not.toMatch(/createToJSONSchemaMethod\(this|createStandardJSONSchemaMethod\(this/);
    // The only converter code left is what the limit getters (`.minLength`…) read.
    const processorUses = new Set(edited.match(/processors\.\w+(?=\()/g));
    expect([...processorUses]).toEqual(['processors.aggregateChecks']);
  });

  it('keeps everything else: the module loses only the lines it names', () => {
    const edited = withoutJsonSchema(classicSchemas);
    const removedLines = classicSchemas.split('\n').length - edited.split('\n').length;
    expect(removedLines).toBe(expectedProcessorHooks);
    expect(edited).toContain('regex(...args)');
    expect(edited).toContain('safeParse');
  });

  it('fails the build when a zod upgrade changes what it edits', () => {
    const oneHookFewer = classicSchemas.replace(/^\s*inst\._zod\.processJSONSchema = .*\n/m, '');
    expect(() => withoutJsonSchema(oneHookFewer)).toThrow(/expected 41 JSON Schema hooks.*found 40/);
    const renamedMethod = classicSchemas.replace('return createToJSONSchemaMethod(this, {})(params);', 'return toJSONSchemaOf(this)(params);');
    expect(() => withoutJsonSchema(renamedMethod)).toThrow(/not found/);
  });
});
