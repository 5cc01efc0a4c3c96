// Zod 4 compiles object parsers with `new Function` when it can, and probes for that once:
// under our Content-Security-Policy (no 'unsafe-eval', docs/decisions/hosting.md) the probe
// fails and the browser reports a violation. Jitless mode skips the probe and the compiler.
// Zod reads its configuration from this global when its module loads, or later from the same
// object: main.tsx imports this file first, before any schema is parsed.
const zodConfigKey = '__zod_globalConfig';
const holder = globalThis as unknown as Record<typeof zodConfigKey, { jitless?: boolean } | undefined>;
// Mutated in place, never replaced: Zod keeps a reference to the object it found.
(holder[zodConfigKey] ??= {}).jitless = true;
