import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors/httpError";

/** Every error leaves as `{ code, mensaje }`; malformed input is a 4xx, never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ code: error.code, mensaje: error.mensaje, ...error.extra });
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
