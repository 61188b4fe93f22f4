import { z } from "zod";
import { email, oneLine, password, phone, text } from "../common";

/** The one-time signup code as typed: its 6 digits are checked by the server (a wrong or
 * malformed code answers 461, not a schema error). */
export const signupCode = oneLine(12);

/**
 * POST /ov/user/api/signupCode (not in the spec): sends the one-time code to the contact the
 * retailer has on file. Customers name the holder as at signup (ownerCif, else nif, and the
 * phone on file); administrators by the e-mail they were registered with.
 */
export const signupCodeBodySchema = z
  .object({
    nif: oneLine(20).optional(),
    ownerCif: oneLine(20).optional(),
    telefono: phone.optional(),
    email: email.optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || ((body.nif || body.ownerCif) && body.telefono), {
    message: "Customers send nif (or ownerCif) and telefono, administrators email",
  });
export type SignupCodeBody = z.output<typeof signupCodeBodySchema>;

/** Where the code went, masked ('d***@example.com', '*** *** 000'): the screen says so. */
export const signupCodeResponseSchema = z.object({
  code: z.number(),
  mensaje: text(300),
  destinos: z.object({ email: text(120).optional(), sms: text(20).optional() }),
});
export type SignupCodeResponse = z.output<typeof signupCodeResponseSchema>;

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
export const customerSignupBodySchema = z.object({
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
  /** Not in the spec: the one-time code sent to the contact on file (signupCode). Without
   * the right one the signup answers 461 (SignupStatus.identityDocVerification). */
  codigo: signupCode.optional(),
});

/** Ours (`?isAdministradorFinca=true`): an administrator the retailer registered chooses
 * the password on the page of the link the signup mails, so the signup sends none; one
 * that is sent is ignored, never stored. */
export const adminSignupBodySchema = customerSignupBodySchema.extend({ password: password.optional() });

/** The call's body for either role. The role is in the query, which a body schema cannot
 * see, so `password` is optional here; customers must still send it: the server answers
 * 464 (SignupStatus.missingFields) without it, as for any required field. */
export const signupBodySchema = adminSignupBodySchema;
export type SignupBody = z.output<typeof signupBodySchema>;
export type CustomerSignupBody = z.input<typeof customerSignupBodySchema>;
export type AdminSignupBody = z.input<typeof adminSignupBodySchema>;
