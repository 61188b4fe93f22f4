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

/** The same call with output=csv: the CNMC comparator's file, saved as
 * consumos-{CUPS}-{desde}-{hasta}.csv. */
export const telemetryCsvQuerySchema = withOrderedRanges(z.object({ ...telemetryQueryShape, output: z.literal("csv") }));

export const telemetryPointSchema = z.object({
  dateRecord: text(40),
  activeEnergy: amount,
  reactiveEnergy: amount,
  /** Present (true) only on an estimated reading; absent means real. Sent only
   * when true so that a year's answer does not grow by a field per hour. */
  estimated: z.boolean().optional(),
});
export type TelemetryPoint = z.output<typeof telemetryPointSchema>;

/** Telemetry.select (list or item) and Telemetry.total.countTotal. `error` is the field a
 * failed answer carries; the server sends it in its error body, and it is tolerated here. */
export const telemetryResponseSchema = z.object({
  Telemetry: z
    .object({
      select: listOrItem(telemetryPointSchema),
      total: z.object({ countTotal: count.default(0) }).prefault({}),
      /** 'DD-MM-YYYY', the Madrid day of the supply's latest reading (any range):
       * 'Datos actualizados hasta el {fecha}'. Absent when the supply has no readings. */
      updatedUntil: optionalText(40),
    })
    .prefault({}),
  error: optionalText(500),
});
export type TelemetryResponse = z.output<typeof telemetryResponseSchema>;
