import { config } from "zod";

// The host app's CSP has no 'unsafe-eval': Zod's probe for it (on building the first object
// schema) would be reported as a violation. Without eval Zod parses as fast for our answers.
// main.tsx imports this module first, so it runs before any schema is built.
config({ jitless: true });
