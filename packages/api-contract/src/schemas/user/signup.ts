import { z } from "zod";
import { email, oneLine, password, phone } from "../common";

export const DOCUMENT_TYPES = ["nif", "cif", "nie"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** nif|cif|nie; the form shows them upper-case, so any case is accepted. */
const documentType = oneLine(3)
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(DOCUMENT_TYPES));

/**
 * POST /ov/user/api/add. The call table (§7) lists the wire fields; the "Signup user data"
 * entity (§3) adds role, identification and ownerCif, accepted here as optional so either
 * reading of the spec validates.
 */
export const signupBodySchema = z.object({
  username: oneLine(100).min(1),
  password,
  nif: oneLine(20).min(1),
  email,
  telefono: phone,
  firstName: oneLine(50).min(1),
  /** First and second surname joined by one space (50 characters together, plus the space). */
  lastName: oneLine(51),
  language: z.literal("es"),
  role: z.literal("access").optional(),
  identification: z.object({ typeDoc: documentType, idDoc: oneLine(20).min(1) }).optional(),
  ownerCif: oneLine(20).optional(),
});
export type SignupBody = z.output<typeof signupBodySchema>;
