import { z } from "zod";
import {
  amount,
  booleanish,
  count,
  cups,
  esDate,
  idParam,
  listOrItem,
  optionalParam,
  optionalText,
  text,
  textish,
  withOrderedRanges,
} from "../common";

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

/** output=csv: the CNMC comparator's file, consumos-{CUPS}-{desde}-{hasta}.csv. */
export const curvasCsvQuerySchema = withOrderedRanges(z.object({ ...curvasQueryShape, output: z.literal("csv") }));

export const loadCurvePointSchema = z.object({
  dateRecord: text(40),
  hourRecord: textish(10),
  activeEnergy: amount,
  /** The chart's 'Excedente Energético' series. The spelling is the spec's. */
  pasiveEnergy: amount,
  /** True only on an estimated reading (absent: real). */
  estimated: z.boolean().optional(),
});
export type LoadCurvePoint = z.output<typeof loadCurvePointSchema>;

export const curvasResponseSchema = z.object({
  Curvas: z
    .object({
      inputDate: optionalText(40),
      select: listOrItem(loadCurvePointSchema),
      total: z.object({ countTotal: count.default(0) }).prefault({}),
      /** 'DD-MM-YYYY' of the supply's latest reading. */
      updatedUntil: optionalText(40),
    })
    .prefault({}),
  error: optionalText(500),
});
export type CurvasResponse = z.output<typeof curvasResponseSchema>;
