// Zod compiles its object parsers with `new Function` when the page allows it, and probes
// for that when the first object schema is built. Under a Content-Security-Policy without
// 'unsafe-eval' (the host app's, a strict CMS page's) the probe is reported as a violation,
// although Zod then parses without it. Without eval it parses as fast for our answers.
//
// Zod 4 keeps its configuration on `globalThis.__zod_globalConfig` (so that copies of zod
// share it) and reads it there when a schema is built: setting it here, rather than calling
// `config({ jitless: true })`, keeps zod itself out of the first load, to come with the
// first chunk that parses. zodWithoutEval.test.ts holds zod to it.

/** Makes zod parse without `new Function`. Importing the library changes nothing: the app
 * (the host's main.tsx, the embed's entry) calls this first, before any schema is built. */
export function configureZodWithoutEval(): void {
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zodGlobal.__zod_globalConfig ??= {};
  zodGlobal.__zod_globalConfig.jitless = true;
}
