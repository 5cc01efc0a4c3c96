// Zod 4's classic API wires its JSON Schema generator into every schema: each schema type's
// constructor sets a `processJSONSchema` hook that names that type's converter, and every
// schema carries `toJSONSchema()` and `~standard.jsonSchema`. So any form that builds one
// schema ships the whole generator (~17 KB raw, ~4.6 KB gzip, on every route with a form),
// although Kizuna never turns a schema into JSON Schema (the contract is the JSON Schema; no
// code of ours or of @hookform/resolvers reads those hooks).
//
// In production builds only, this drops the hooks from zod's classic schemas, and the
// generator then falls out of the bundle by tree-shaking. The getters that read a schema's
// limits (`.minLength`, `.maxValue`…) keep working: they use `aggregateChecks`, which stays.
// Calling `toJSONSchema()` on a schema in a production build throws, with a message naming
// this file. Tests and the dev server run zod untouched.
//
// The edits match zod 4.6's source exactly. If an upgrade changes it, the build fails here
// (rather than silently shipping the generator again, or a half-edited zod).

import { editSource } from './edit-source.mjs';

const classicSchemas = /node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const processorHook = /^\s*inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\(inst, ctx, json, params\);\n/gm;
const unavailable = `(() => { throw new Error('JSON Schema output is left out of this build (scripts/vite/zod-without-json-schema.ts)'); })`;
/** @type {ReadonlyArray<readonly [string, string]>} */
const methodEdits = [
  ['input: createStandardJSONSchemaMethod(this, "input"),', `input: ${unavailable},`],
  ['output: createStandardJSONSchemaMethod(this, "output"),', `output: ${unavailable},`],
  ['return createToJSONSchemaMethod(this, {})(params);', `return ${unavailable}(params);`],
];
/** zod 4.6.7 has this many schema types with a converter hook. */
export const expectedProcessorHooks = 41;

/**
 * The classic schemas module without its JSON Schema hooks (exported for its test).
 * @param {string} code
 * @returns {string}
 */
export const withoutJsonSchema = (code) => {
  const hooks = code.match(processorHook)?.length ?? 0;
  if (hooks !== expectedProcessorHooks) {
    throw new Error(`zod-without-json-schema: expected ${expectedProcessorHooks} JSON Schema hooks in zod's classic schemas, found ${hooks}; check the plugin against this zod version`);
  }
  return editSource(code.replace(processorHook, ''), methodEdits, { plugin: 'zod-without-json-schema', module: "zod's classic schemas", library: 'zod' });
};

/** @returns {import('vite').Plugin} */
export const zodWithoutJsonSchema = () => ({
  name: 'kizuna:zod-without-json-schema',
  apply: 'build',
  transform: {
    filter: { id: classicSchemas },
    handler(code, id) {
      if (!classicSchemas.test(id)) return null;
      return { code: withoutJsonSchema(code), map: null };
    },
  },
});
