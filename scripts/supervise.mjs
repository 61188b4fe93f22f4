// Shared by the scripts that start the server as a child process (`npm start`).
import { constants } from "node:os";

/**
 * Makes this process the child's stand-in: SIGINT and SIGTERM are passed on to the child, and
 * this process waits for it (the child closes gracefully: apps/api/src/shutdown.ts) instead of
 * dying first and leaving it behind; then it exits as the child did: its exit code, or
 * 128 + the signal's number when a signal ended it, as a shell reports it.
 */
export function superviseChild(child) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on("error", (error) => {
    console.error(`No se pudo arrancar el servidor: ${error.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
