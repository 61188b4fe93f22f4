import { z } from "zod";
import { amount, count, cups, esDate, idParam, lineSchema, listOrItem, numberish, optionalText, text, withOrderedRanges } from "../common";

const telemetryQueryShape = {
  line: lineSchema,
  /** The spec always sends 1. */
  freq: numberish(z.literal(1)),
  cups: cups.min(1),
  contractCode: idParam,
  startDate: esDate,
  endDate: esDate,
};

/** GET /ov/cups/api/telemetry?output=json. Dates DD-MM-YYYY. */
export const telemetryQuerySchema = withOrderedRanges(z.object({ ...telemetryQueryShape, output: z.literal("json") }));

/** The same call with output=xlsx, saved as Telemedida-{contract}.xlsx. */
export const telemetryXlsxQuerySchema = withOrderedRanges(z.object({ ...telemetryQueryShape, output: z.literal("xlsx") }));

export const telemetryPointSchema = z.object({
  dateRecord: text(40),
  activeEnergy: amount,
  reactiveEnergy: amount,
});
export type TelemetryPoint = z.output<typeof telemetryPointSchema>;

/** Telemetry.select (list or item) and Telemetry.total.countTotal. `error` is the field a
 * failed answer carries; the server sends it in its error body, and it is tolerated here. */
export const telemetryResponseSchema = z.object({
  Telemetry: z
    .object({
      select: listOrItem(telemetryPointSchema),
      total: z.object({ countTotal: count.default(0) }).prefault({}),
    })
    .prefault({}),
  error: optionalText(500),
});
export type TelemetryResponse = z.output<typeof telemetryResponseSchema>;
