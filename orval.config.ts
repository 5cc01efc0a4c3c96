import { defineConfig } from 'orval';
import { wholeNumbers } from './scripts/whole-numbers';

// One document, two generated outputs: typed react-query hooks and Zod schemas. No MSW
// handlers or faker data: the stateful mock backend in mocks/ answers every call.
// Everything lands under src/api/generated, which is never committed and never edited:
// `npm run generate` rebuilds it from openapi/openapi.yaml.
const input = { target: './openapi/openapi.yaml' };

export default defineConfig({
  kizuna: {
    input,
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'fetch',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      clean: true,
      // Header parameters (Idempotency-Key) become typed arguments of the calls.
      headers: true,
      // The client throws an ApiError for every non-2xx answer, so the hooks return the
      // success body itself rather than a {data, status, headers} union of all answers.
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'httpClient' },
        query: { useQuery: true, useSuspenseQuery: false },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  kizunaZod: {
    // Every `type: integer` becomes `multipleOf: 1`, which orval's Zod output does enforce
    // (it ignores `integer` itself): see scripts/whole-numbers.ts.
    input: { ...input, override: { transformer: wholeNumbers } },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/api/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      // Query strings arrive as text; the mock backend validates them with these schemas.
      // One response schema per status (`<operationId>201Response`, …): orval's default covers
      // only 200, and the contract answers 201 and 202 too.
      override: { zod: { coerce: { query: true }, generateEachHttpStatus: true } },
    },
  },
});
