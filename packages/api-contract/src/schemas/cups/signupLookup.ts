import { z } from "zod";
import { booleanish, count, email, lineSchema, listOrItem, oneLine, optionalParam, phone, text } from "../common";

/** GET /ov/user/api/userCups: customers send nif (and telefono), administrators email and
 * isAdministradorFinca=true. */
export const userCupsQuerySchema = z
  .object({
    nif: optionalParam(oneLine(20)),
    telefono: optionalParam(phone),
    email: optionalParam(email),
    isAdministradorFinca: optionalParam(booleanish),
    /** Not in the spec: the one-time code of signupCode; without the right one, 461. */
    codigo: optionalParam(oneLine(12)),
  })
  .superRefine((query, ctx) => {
    if (query.isAdministradorFinca && !query.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Administrators look up by email" });
    }
    if (!query.isAdministradorFinca && !query.nif) {
      ctx.addIssue({ code: "custom", path: ["nif"], message: "Customers look up by nif" });
    }
    // The holder is matched on tax id and phone together: without a phone no holder can
    // match, so a blank one is a bad request rather than "no contract found".
    if (!query.isAdministradorFinca && !query.telefono) {
      ctx.addIssue({ code: "custom", path: ["telefono"], message: "Customers look up by nif and telefono" });
    }
  });

export const associatedCupsSchema = z.object({ line: lineSchema, cups: text(30) });
export type AssociatedCups = z.output<typeof associatedCupsSchema>;

/** The signup summary's lookup. cupsElectricidad and cupsGas are read as counts of the
 * CUPS found per line (the spec names them without a type). */
export const cupsLookupResponseSchema = z.object({
  cupsAsociados: z.object({ select: listOrItem(associatedCupsSchema) }).prefault({}),
  cupsElectricidad: count.default(0),
  cupsGas: count.default(0),
});
export type CupsLookupResponse = z.output<typeof cupsLookupResponseSchema>;
