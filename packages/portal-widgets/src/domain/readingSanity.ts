// The contract's field type, not readingFields' alias: readingFields imports this module.
import type { ReadingField as ReadingFieldId } from "@oficina-virtual/api-contract";

/** The unit a reading field is typed in: energy in kWh (gas in m³), reactive energy in
 * kVArh, the maximum demand in kW. */
export type ReadingUnit = "kWh" | "kVArh" | "kW" | "m³";

export function readingUnit(id: ReadingFieldId): ReadingUnit {
  if (id === "Consumo") return "m³";
  if (id.startsWith("EnergiaReactiva")) return "kVArh";
  if (id.startsWith("PotenciaMaxima")) return "kW";
  return "kWh";
}

/** The reading before this one, when the server has it. */
export interface PreviousReading {
  value: number;
  /** Days between that reading and today. */
  days: number;
  /** The supply's average daily consumption in the reading's unit. */
  averageDaily?: number | undefined;
}

export type ReadingProblem = "decimals" | "lower" | "jump";

/** More than this many times the usual consumption since the last reading is a typo, not use. */
const JUMP_FACTOR = 10;

/**
 * What makes a well-formed reading implausible: decimals on an electricity meter's energy
 * register (it counts whole kWh), a value below the previous one (the registers only go up),
 * or a consumption since the previous one above ten times the usual for those days.
 */
export function readingProblem(id: ReadingFieldId, text: string, previous?: PreviousReading): ReadingProblem | null {
  const value = Number(text.trim().replace(",", "."));
  if (!Number.isFinite(value)) return null;
  if (readingUnit(id) === "kWh" && !Number.isInteger(value)) return "decimals";
  if (!previous) return null;
  if (value < previous.value) return "lower";
  const usual = (previous.averageDaily ?? 0) * Math.max(previous.days, 1);
  if (usual > 0 && value - previous.value > JUMP_FACTOR * usual) return "jump";
  return null;
}
