// The worker thread's entry (pgliteWorker.ts starts it). On Node 20, `--import tsx` in a
// worker's execArgv does not reach the worker's own entry module, so tsx's loader is
// registered here before the TypeScript thread is loaded.
import { register } from "tsx/esm/api";

register();
await import("./pgliteThread.ts");
