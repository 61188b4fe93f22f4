import { z } from "zod";
import { FORBIDDEN_CHARS_MESSAGE, isFreeText, isOneLineText } from "../plainText";

/*
 * The spec's data quirks, modelled once. Every helper here is idempotent: it accepts its
 * own output, because the reference server validates the response objects it builds with
 * the same schemas the client then parses again.
 */

// ---------------------------------------------------------------------------- strings

/** A string of at most `max` characters, as responses carry it. Every string the API
 * accepts is bounded, so an oversized value fails validation (a 4xx) instead of reaching
 * the database. Requests use `oneLine` or `freeText`, which also refuse hostile characters. */
export const text = (max: number) => z.string().max(max);

/** A one-line request string of at most `max` characters (see isOneLineText). */
export const oneLine = (max: number) => z.string().max(max).refine(isOneLineText, { message: FORBIDDEN_CHARS_MESSAGE });

/** A free-text request string (a description, a debug log) of at most `max` characters:
 * tab, CR and LF allowed (see isFreeText). */
export const freeText = (max: number) => z.string().max(max).refine(isFreeText, { message: FORBIDDEN_CHARS_MESSAGE });

/** A string that may be missing or null (fechaBaja of an active contract, and the like). */
export const optionalText = (max: number) => text(max).nullish();

/** A value the backend sends as a string or as a number (postal codes, hours); we keep
 * a string so leading zeros survive. */
export const textish = (max: number) => z.union([text(max), z.number().int().nonnegative()]).transform(String);

/** An identifier (codAbonado, invoice number, issue id) that may arrive as a number. */
export const idString = (max = 40) => z.union([text(max).min(1), z.number().int().nonnegative()]).transform(String);

/** An identifier in a request body that may arrive as a number (an issue's contractCode). */
export const idText = (max = 40) => z.union([oneLine(max).min(1), z.number().int().nonnegative()]).transform(String);

/** An identifier in a path or a query: letters, digits, `_` and `-` only, so it can be put
 * in a URL unescaped and never carries a path separator. */
export const idParam = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), z.number().int().nonnegative()]).transform(String);

/** E-mail in a request: the forms allow at most 100 characters. */
export const email = z.email().max(100);

/** Phone in a request: digits only. Customers give at least 9; administrators send '0'. */
export const phone = z.string().regex(/^\d{1,15}$/);

/** Access, refresh and e-mail-link tokens. */
export const token = oneLine(4096).min(1);

/** A password as typed. The policy (length, classes, forbidden characters) is checked by
 * the forms and by the server, which answers the spec's own codes (465…), not by the schema. */
export const password = oneLine(128).min(1);

/** CUPS code or a CUPS search fragment. */
export const cups = oneLine(30);

// ---------------------------------------------------------------------------- numbers

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** A number that may arrive as a numeric string ("12.50"), then checked by `target`.
 * Only a dot is a decimal separator: "1,000" is rejected rather than guessed. */
export function numberish<T extends z.ZodType<number, number>>(target: T) {
  return z
    .union([z.number(), z.string().max(32).regex(NUMERIC)])
    .transform(Number)
    .pipe(target);
}

/** A count (totals, totalElectricidad, countTotal, hasProformas). */
export const count = numberish(z.number().int().nonnegative());

/** An amount in euros or an energy figure: may be negative (credit notes). */
export const amount = numberish(z.number());

/** A page number: the spec's pages start at 1. */
export const page = numberish(z.number().int().min(1).max(100_000));

/** A price filter (minPrice, maxPrice). */
export const price = numberish(z.number().min(-10_000_000).max(10_000_000));

// ---------------------------------------------------------------------------- booleans

/** A boolean that may arrive as text: the spec stores isAdministrador as the text "true",
 * and query strings carry "true"/"false". "1"/"0" and 1/0 are accepted too. */
export const booleanish = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"]), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === "true" || value === "1" || value === 1);

// ---------------------------------------------------------------------------- lines

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

// ---------------------------------------------------------------------------- dates

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD (invoice queries, certificates). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number);
    return isCalendarDate(y!, m!, d!);
  }, "Not a calendar date");

/** DD-MM-YYYY (telemetry, load curve, /ov/contracts/fullbilling). */
export const esDate = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, "Expected DD-MM-YYYY")
  .refine((value) => {
    const [d, m, y] = value.split("-").map(Number);
    return isCalendarDate(y!, m!, d!);
  }, "Not a calendar date");

/** fullbilling's startDate/endDate: YYYY-MM-DD, or the literal 0 when the field is empty. */
export const fullbillingDate = z.union([isoDate, z.literal("0"), z.literal(0)]).transform((value) => (value === 0 ? "0" : value));

/** Comparable YYYYMMDD number for YYYY-MM-DD or DD-MM-YYYY; undefined for anything else. */
export function dateKey(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return Number(`${iso[1]}${iso[2]}${iso[3]}`);
  const es = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return es ? Number(`${es[3]}${es[2]}${es[1]}`) : undefined;
}

// ---------------------------------------------------------------------------- lists

/** The spec's list-or-item quirk (cupsAsociados.select, Invoice, Telemetry.select…): an
 * array, a single object, null or nothing in; always an array out. */
export function listOrItem<T extends z.ZodType>(item: T, max = 50_000) {
  return z
    .union([z.array(item).max(max), item, z.null()])
    .optional()
    .transform((value): z.output<T>[] => {
      if (value === null || value === undefined) return [];
      return Array.isArray(value) ? value : [value];
    });
}

// ---------------------------------------------------------------------------- requests

/** An optional query parameter or form field. A blank value (`?minPrice=`, as HTML forms
 * and URLSearchParams send for an empty field) counts as absent. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(""), schema])
    .transform((value) => (value === "" ? undefined : (value as z.output<T>)))
    .optional();
}

/** A field where "" means the same as null: the spec's "download flag is null or empty". */
export function blankable<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(""), z.null(), schema])
    .transform((value) => (value === "" ? null : (value as z.output<T> | null)))
    .optional();
}

/** Request headers, declared with the spec's names (`newPassword`, `serieFactura`,
 * `refresh_token`). Node lower-cases incoming header names, so keys are matched without
 * regard to case and come out spelled as declared; other headers are stripped. */
export function headersSchema<S extends z.core.$ZodLooseShape>(shape: S) {
  const object = z.object(shape);
  const byLowerName = new Map(Object.keys(shape).map((name) => [name.toLowerCase(), name]));
  const canonical = z.preprocess((raw) => {
    if (raw === undefined) return {};
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const name = byLowerName.get(key.toLowerCase());
      if (name !== undefined) out[name] = value;
    }
    return out;
  }, object);
  // z.preprocess types its input as unknown: give callers the declared shape, optional as a
  // whole when every header in it is optional.
  type Input = z.input<typeof object>;
  return canonical as unknown as z.ZodType<z.output<typeof object>, Input | (Partial<Input> extends Input ? undefined : never)>;
}

/** A query whose parameters are all optional: the whole query may be left out by the
 * caller, and the server still gets an object. */
export function optionalQuery<T extends z.ZodType<object>>(schema: T) {
  return schema.prefault({} as z.input<T>);
}

/** Rejects reversed ranges: startDate after endDate, minPrice above maxPrice. Applied
 * last, because zod cannot extend an object that carries refinements. */
export function withOrderedRanges<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const q = value as Record<string, unknown>;
    const start = dateKey(q.startDate);
    const end = dateKey(q.endDate);
    if (start !== undefined && end !== undefined && start > end) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate is before startDate" });
    }
    if (typeof q.minPrice === "number" && typeof q.maxPrice === "number" && q.minPrice > q.maxPrice) {
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "maxPrice is below minPrice" });
    }
  });
}
