import { HttpError } from "../../errors/httpError";

/** A 400 whose body also carries `error`, the field the telemetry and load-curve screens
 * show. */
export const measureError = (status: number, mensaje: string) => new HttpError(status, status, mensaje, { error: mensaje });
