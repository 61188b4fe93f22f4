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
  /** How long, after the signal, the server keeps serving with /readyz at 503 before it
   * closes its listening socket: time for a load balancer's checks to stop sending to it. */
  drainMs?: number;
  /** Called at the signal, before the drain (marks /readyz 503). */
  onDrain?: () => void;
  /** How long the onClose hooks (the pool waiting for its connections) may take after the
   * grace; past it the process exits 1 rather than hang a deploy. */
  hooksMs?: number;
  log?: (message: string) => void;
  exit?: (code: number) => void;
}

/** The shutdown after a signal: /readyz turns 503 (`onDrain`), requests are still served for
 * `drainMs`, then the app closes gracefully and the process exits (0 when it closed). */
export function shutDown(
  app: FastifyInstance,
  signal: string,
  { graceMs, drainMs = 0, onDrain, hooksMs = 5_000, log = console.log, exit = process.exit }: ShutdownOptions,
): Promise<void> {
  onDrain?.();
  const deadline = setTimeout(
    () => {
      log("El cierre no ha terminado a tiempo: se sale sin esperar más.");
      exit(1);
    },
    drainMs + graceMs + hooksMs,
  );
  deadline.unref();
  if (drainMs > 0) log(`${signal}: /readyz responde 503; se sigue atendiendo ${drainMs / 1000} s para que el balanceador deje de enviar…`);
  return new Promise((resolve) => setTimeout(resolve, drainMs))
    .then(() => {
      log(`${signal}: no se aceptan más conexiones; terminando las peticiones en curso (hasta ${graceMs / 1000} s)…`);
      return closeGracefully(app, graceMs);
    })
    .then(
      (outcome) => {
        clearTimeout(deadline);
        log(
          outcome === "clean" ? "Servidor cerrado." : `Servidor cerrado: se cortaron las peticiones que seguían tras ${graceMs / 1000} s.`,
        );
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        log(`Error al cerrar: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
}

/** On SIGINT or SIGTERM, shuts down (shutDown) and exits. A second signal while closing
 * is ignored: a terminal's Ctrl+C reaches both `npm start` and the server, and `npm start`
 * forwards it too, so the server hears it twice. */
export function exitGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    void shutDown(app, signal, options);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
