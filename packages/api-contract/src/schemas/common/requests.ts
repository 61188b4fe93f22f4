import { z } from "zod";
import { dateKey } from "./dates";

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
