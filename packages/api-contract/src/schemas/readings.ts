import { z } from "zod";
import { cups, idParam, idString, lineSchema, optionalParam, text } from "./common";

/*
 * Meter readings. The spec shows no call ("Submitting sends nothing"); POST
 * /ov/readings/api/add is our addition so the 'Enviar lectura' button does something.
 */

/** The reading fields of part 2 §3; which ones a form shows depends on the access fee. */
export const READING_FIELDS = [
  "EnergiaActivaTotal",
  "Punta",
  "Valle",
  "Llano",
  "P1",
  "P2",
  "P3",
  "P4",
  "P5",
  "P6",
  "EnergiaReactivaP1",
  "EnergiaReactivaP2",
  "EnergiaReactivaP3",
  "EnergiaReactivaP4",
  "EnergiaReactivaP5",
  "EnergiaReactivaP6",
  "PotenciaMaximaP1",
  "PotenciaMaximaP2",
  "PotenciaMaximaP3",
  "PotenciaMaximaP4",
  "PotenciaMaximaP5",
  "PotenciaMaximaP6",
  "Consumo",
] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

/** A reading as typed (part 2 §5): digits, an optional comma and up to 3 decimals, no
 * thousands separator, greater than zero. Kept as the string the customer wrote. */
export const readingValueSchema = z
  .string()
  .max(20)
  .regex(/^\d+(?:,\d{1,3})?$/, "Digits with a comma and up to 3 decimals")
  .refine((value) => Number(value.replace(",", ".")) > 0, "Must be greater than zero");

const readingFields = Object.fromEntries(READING_FIELDS.map((field) => [field, optionalParam(readingValueSchema)])) as {
  [K in ReadingField]: ReturnType<typeof optionalParam<typeof readingValueSchema>>;
};

export const addReadingBodySchema = z
  .object({
    codAbonado: idParam,
    line: lineSchema,
    cups: optionalParam(cups),
    ...readingFields,
  })
  .refine((body) => READING_FIELDS.some((field) => body[field] !== undefined), {
    message: "At least one reading is required",
    path: ["EnergiaActivaTotal"],
  });
export type AddReadingBody = z.output<typeof addReadingBodySchema>;

export const addReadingResponseSchema = z.object({
  id: idString(),
  /** ISO 8601 timestamp. */
  createdAt: text(40),
});
export type AddReadingResponse = z.output<typeof addReadingResponseSchema>;

/** GET /ov/readings/api/last (our addition, beside the reading input call). */
export const lastReadingQuerySchema = z.object({ codAbonado: idParam });

const dailyUse = z.number().nonnegative().max(1_000_000);

export const lastReadingResponseSchema = z.object({
  /** The last reading the caller sent for the contract; null before the first. */
  reading: z
    .object({
      /** As typed ("123,456"), by field id. */
      values: z.object(readingFields),
      /** When it was sent, ISO 8601. */
      createdAt: text(40),
    })
    .nullable(),
  /** The usual daily consumption by energy field (kWh a day, from the last invoice), for the
   * form's 'implausible jump' check; empty without an invoice. */
  averageDaily: z.object(
    Object.fromEntries(READING_FIELDS.map((field) => [field, dailyUse.optional()])) as {
      [K in ReadingField]: z.ZodOptional<typeof dailyUse>;
    },
  ),
});
export type LastReadingResponse = z.output<typeof lastReadingResponseSchema>;
