import { z } from "zod";
import { numberish, text } from "./schemas/common";

// Apart from errors.ts: the error catalogues are plain constants a login page needs, this
// schema is zod, which the login page must not download.

/**
 * The body of every 4xx/5xx the server sends. Clients read `code` and `mensaje`; the
 * telemetry screens read `error`. `issues` lists schema failures (validationError).
 */
export const apiErrorBodySchema = z.object({
  code: numberish(z.number().int()),
  mensaje: text(2000),
  message: text(2000).optional(),
  error: text(2000).optional(),
  issues: z
    .array(z.object({ path: text(200), message: text(500) }))
    .max(50)
    .optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;

/** Builds an error body; `extra` may carry `message`, `error` or `issues`. */
export function apiErrorBody(
  code: number,
  mensaje: string,
  extra: Omit<z.input<typeof apiErrorBodySchema>, "code" | "mensaje"> = {},
): ApiErrorBody {
  return apiErrorBodySchema.parse({ ...extra, code, mensaje });
}
