import type { FastifyInstance } from "fastify";

/*
 * Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal or `npm start`):
 * stop accepting connections, let the requests in flight finish, then close what the app
 * opened (its onClose hooks: the database pool), and exit 0. A deploy then never cuts a
 * customer's download or leaves a half-answered write.
 *
 * Fastify's close() does most of it: the listening socket closes at once (new connections are
 * refused), idle keep-alive connections are closed, a request arriving on a kept-alive
 * connection meanwhile is answered 503 with `Connection: close`, and the onClose hooks run once
 * every connection has ended. Two things it lacks:
 * - a connection that becomes idle after close() began (its request has just been answered)
 *   stays open, kept alive by the client, until the client lets go: so idle connections are
 *   closed again every CLOSE_IDLE_EVERY_MS until the server is closed;
 * - a limit: one stuck request would hold the process forever, so after `graceMs` the
 *   remaining connections are cut.
 */

const CLOSE_IDLE_EVERY_MS = 50;

export type CloseOutcome = "clean" | "forced";

/** Closes the app, waiting at most `graceMs` for the requests in flight. */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<CloseOutcome> {
  let outcome: CloseOutcome = "clean";
  const grace = setTimeout(() => {
    outcome = "forced";
    app.server.closeAllConnections();
  }, graceMs);
  const idle = setInterval(() => app.server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    clearInterval(idle);
  }
  return outcome;
}

export interface ShutdownOptions {
  graceMs: number;
  /** How long the onClose hooks (the pool waiting for its connections) may take after the
   * grace; past it the process exits 1 rather than hang a deploy. */
  hooksMs?: number;
  log?: (message: string) => void;
  exit?: (code: number) => void;
}

/** On SIGINT or SIGTERM, closes the app gracefully and exits. A second signal while closing
 * is ignored: a terminal's Ctrl+C reaches both `npm start` and the server, and `npm start`
 * forwards it too, so the server hears it twice. */
export function exitGracefullyOnSignals(
  app: FastifyInstance,
  { graceMs, hooksMs = 5_000, log = console.log, exit = process.exit }: ShutdownOptions,
): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal}: no se aceptan más conexiones; terminando las peticiones en curso (hasta ${graceMs / 1000} s)…`);
    const deadline = setTimeout(() => {
      log("El cierre no ha terminado a tiempo: se sale sin esperar más.");
      exit(1);
    }, graceMs + hooksMs);
    deadline.unref();
    closeGracefully(app, graceMs).then(
      (outcome) => {
        log(
          outcome === "clean" ? "Servidor cerrado." : `Servidor cerrado: se cortaron las peticiones que seguían tras ${graceMs / 1000} s.`,
        );
        exit(0);
      },
      (error: unknown) => {
        log(`Error al cerrar: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
