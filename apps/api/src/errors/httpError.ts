import { SessionStatus } from "@oficina-virtual/api-contract";

/** An answer with the spec's error body `{ code, mensaje }`. Throw it from a handler, or from
 * anything a handler calls (auth, scope, documents): http/errorHandler.ts sends it. */
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

export const CONTRACT_NOT_FOUND = "No se ha encontrado el contrato.";
/** The portal's own text for a 503 (es-ES `unavailable`); the spec names the status, not a text. */
export const SERVICE_UNAVAILABLE = "El servicio no está disponible en este momento. Por favor, inténtalo más tarde.";
export const SESSION_EXPIRED = "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.";

export const notFound = (what = "Recurso no encontrado.") => new HttpError(404, 404, what);

/** Someone else's contract, or one of the wrong line: the same 404 as one that does not exist. */
export const contractNotFound = () => notFound(CONTRACT_NOT_FOUND);

export const unauthorized = () => new HttpError(SessionStatus.expired, SessionStatus.expired, SESSION_EXPIRED);
