import type { FastifyInstance } from "fastify";

/** An answer with the spec's error body `{ code, mensaje }`. Throw it from a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly mensaje: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(mensaje);
  }
}

export const notFound = (what = "Recurso no encontrado.") => new HttpError(404, 404, what);
export const unauthorized = () =>
  new HttpError(401, 401, "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.");

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
