import { z } from "zod";
import {
  amount,
  booleanish,
  count,
  cups,
  esDate,
  idParam,
  lineSchema,
  listOrItem,
  numberish,
  optionalParam,
  optionalText,
  text,
  textish,
  withOrderedRanges,
} from "./common";

// ---------------------------------------------------------------------------- telemetry

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

// --------------------------------------------------------------------------- load curve

/** The spec gives no date format for curvas; it shares the telemetry screens' DD-MM-YYYY. */
const curvasQueryShape = {
  cups: cups.min(1),
  contractCode: idParam,
  startDate: esDate,
  endDate: esDate,
  DefaultQuery: optionalParam(booleanish),
};

export const curvasQuerySchema = withOrderedRanges(z.object({ ...curvasQueryShape, output: z.literal("json") }));

/** output=xlsx, saved as CurvasCarga-{contract}.xlsx. */
export const curvasXlsxQuerySchema = withOrderedRanges(z.object({ ...curvasQueryShape, output: z.literal("xlsx") }));

export const loadCurvePointSchema = z.object({
  dateRecord: text(40),
  hourRecord: textish(10),
  activeEnergy: amount,
  /** The chart's 'Excedente Energético' series. The spelling is the spec's. */
  pasiveEnergy: amount,
});
export type LoadCurvePoint = z.output<typeof loadCurvePointSchema>;

export const curvasResponseSchema = z.object({
  Curvas: z
    .object({
      inputDate: optionalText(40),
      select: listOrItem(loadCurvePointSchema),
      total: z.object({ countTotal: count.default(0) }).prefault({}),
    })
    .prefault({}),
  error: optionalText(500),
});
export type CurvasResponse = z.output<typeof curvasResponseSchema>;
