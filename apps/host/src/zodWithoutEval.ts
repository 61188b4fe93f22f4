// The host app's CSP has no 'unsafe-eval': Zod's probe for it (on building the first object
// schema) would be reported as a violation. Without eval Zod parses as fast for our answers.
// main.tsx imports this module first, so it runs before any schema is built.
//
// Zod 4 reads its configuration from `globalThis.__zod_globalConfig` (what `config()` sets):
// setting it here keeps zod out of the first load of /login; it comes with the first chunk
// that parses (the library's zodWithoutEval.test.ts holds zod to this).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
