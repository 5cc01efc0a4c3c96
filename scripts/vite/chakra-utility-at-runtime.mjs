// Chakra's style-prop utility (`createUtility`, part of `createSystem`) does two things at start-up
// that only its type generator needs or that it repeats for nothing:
// - For every style property it records the TypeScript type of its values (`propTypes`, read only
//   by `getTypes()`, which Chakra's `typegen` CLI calls; nothing in the browser does), twice: once
//   as it registers the property and once more for all of them at the end, each time copying the
//   property's value names into a Set (the 28 colour properties, ~600 names each).
// - It calls a property's `values` function three times per property (once for its values, twice
//   for its type): Chakra's `colorValues` spreads every colour token into a new object each time,
//   for each of those 28 properties.
// On a cold /sign-in on our test machine that was one start-up task of ~24 ms
// (docs/decisions/performance-budgets.md). In production builds this plugin leaves the types out
// and calls each `values` function once, sharing its result between the properties that name it
// (the objects are only read: `propValues.get(key)?.[raw]`). The dev server and the tests keep
// Chakra's untouched module. The edit matches Chakra 3.37's source exactly: if an upgrade changes
// it, the build fails here.

import { chakraStyledSystemModule, editModulePlugin, editSource } from './edit-source.mjs';

const utilityModule = chakraStyledSystemModule('utility.js');

/**
 * Chakra's utility module without the type bookkeeping, calling each `values` function once
 * (exported for its test); throws if Chakra's source changed.
 * @param {string} code
 * @returns {string}
 */
export const utilityAtRuntime = (code) =>
  editSource(
    code,
    [
      ['    propValues.set(property, values);\n    assignPropertyType(property, config);\n', '    propValues.set(property, values);\n'],
      ['    assignProperties();\n    assignPropertyTypes();\n', '    assignProperties();\n'],
      ['  const propValues = /* @__PURE__ */ new Map();\n', '  const propValues = /* @__PURE__ */ new Map();\n  const valuesOfFunction = /* @__PURE__ */ new Map();\n'],
      [
        `    if (isFunction(values)) {
      return values(resolveFn ? fn : tokens.getCategoryValues);
    }`,
        `    if (isFunction(values)) {
      if (resolveFn) return values(fn);
      if (!valuesOfFunction.has(values)) valuesOfFunction.set(values, values(tokens.getCategoryValues));
      return valuesOfFunction.get(values);
    }`,
      ],
    ],
    { plugin: 'chakra-utility-at-runtime', module: "Chakra's createUtility", library: 'Chakra' },
  );

/** Production builds: Chakra's utility without the type generator's bookkeeping. */
export const chakraUtilityAtRuntime = () => editModulePlugin('kizuna:chakra-utility-at-runtime', utilityModule, utilityAtRuntime);
