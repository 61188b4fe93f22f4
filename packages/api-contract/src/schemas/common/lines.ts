import { z } from "zod";
import { oneLine } from "./strings";

export const LINES = ["Electricidad", "Gas"] as const;
/** A business line, always in its canonical spelling. */
export type Line = (typeof LINES)[number];
/** A business line in lower case, as some calls send it (filterfullbilling, certificates). */
export type LineSlug = "electricidad" | "gas";

/** 'Electricidad' or 'Gas' from any letter case, or undefined. */
export function parseLine(value: string): Line | undefined {
  switch (value.trim().toLowerCase()) {
    case "electricidad":
      return "Electricidad";
    case "gas":
      return "Gas";
    default:
      return undefined;
  }
}

export const toLineSlug = (line: Line): LineSlug => (line === "Gas" ? "gas" : "electricidad");

const anyCaseLine = oneLine(20).transform((value, ctx) => {
  const line = parseLine(value);
  if (line) return line;
  ctx.issues.push({ code: "custom", input: value, message: "Expected Electricidad or Gas" });
  return z.NEVER;
});

/** The line: any letter case may arrive ('electricidad', 'GAS'); the output is exactly
 * 'Electricidad' or 'Gas'. */
export const lineSchema = anyCaseLine;

/** The line for the calls whose query wants it in lower case: any case in, 'electricidad'
 * or 'gas' out, so the parsed value is also what goes on the wire. */
export const lineSlugSchema = anyCaseLine.transform(toLineSlug);
