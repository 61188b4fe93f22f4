import type { FastifyInstance } from "fastify";
import { retryAfterOf } from "../auth/rateLimit";
import { describeConnectionError, isConnectionLoss } from "../db/connectionLoss";
import { HttpError, SERVICE_UNAVAILABLE } from "../errors/httpError";

/** Seconds a client is asked to wait after a 503: the pool opens a new connection at once, and
 * /readyz tells a balancer when the database is back. */
export const RETRY_AFTER_SECONDS = 5;

/** Every error leaves as `{ code, mensaje }`; malformed input is a 4xx, never a 500; a database
 * that cannot be reached is a 503 the client may retry, never a 500 (and `onConnectionLoss`
 * hears of it: /readyz stops trusting its last success). */
export function installErrorHandler(app: FastifyInstance, onConnectionLoss: () => void = () => undefined): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      // A limit's 429 says how long to wait (auth/rateLimit.ts, auth/writeQuota.ts).
      const wait = retryAfterOf(error);
      if (wait !== undefined) reply.header("Retry-After", String(wait));
      return reply.code(error.status).send({ code: error.code, mensaje: error.mensaje, ...error.extra });
    }
    if (isConnectionLoss(error)) {
      // One line, no stack: during an outage every request says the same.
      request.log.warn(`base de datos no disponible: ${describeConnectionError(error)}`);
      onConnectionLoss();
      reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return reply.code(503).send({ code: 503, mensaje: SERVICE_UNAVAILABLE });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx: unparseable JSON, body too large, wrong content type...
      return reply.code(status).send({ code: status, mensaje: "La petición no es válida." });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, mensaje: "Error interno del servidor." });
  });
}
