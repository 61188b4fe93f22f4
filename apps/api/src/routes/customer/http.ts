import { HttpError } from "../../http/errors";

/** A 400 whose body also carries `error`, the field the telemetry and load-curve screens
 * show. */
export const measureError = (status: number, mensaje: string) => new HttpError(status, status, mensaje, { error: mensaje });

/** LIKE/ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
