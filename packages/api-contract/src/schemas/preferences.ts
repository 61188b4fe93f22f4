import { z } from "zod";
import { idParam, oneLine, text } from "./common";

/*
 * 'Mi cuenta' › 'Preferencias' and the postal address of 'Datos de contacto': per contract,
 * 'Factura electrónica' (on: no paper, an e-mail with a link when each invoice is issued;
 * off: paper to the postal address) and the address for correspondence; per user, the
 * language of e-mails and documents and the notices wanted.
 */

export const PREFERENCE_LANGUAGES = ["es", "ca", "eu", "gl", "en"] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];

export const preferenceContractParamsSchema = z.object({ contractCode: idParam });

/** The address as typed: bounded strings here, checked by checkPostalAddress on the server,
 * which names the failing field in Spanish rather than a schema failure's generic text. */
export const postalAddressBodySchema = z.object({
  street: oneLine(200),
  number: oneLine(100),
  postalCode: oneLine(20),
  town: oneLine(120),
  province: oneLine(80).default(""),
});
export type PostalAddressBody = z.output<typeof postalAddressBodySchema>;

export const postalAddressSchema = z.object({
  street: text(200),
  number: text(100),
  postalCode: text(5),
  town: text(120),
  province: text(80),
});
export type PostalAddress = z.output<typeof postalAddressSchema>;

/** One contract's correspondence: `custom` false means no address was given and the supply
 * address is used. */
export const contractCorrespondenceSchema = z.object({
  contractCode: text(40),
  line: z.enum(["Electricidad", "Gas"]),
  cups: text(40),
  paperless: z.boolean(),
  custom: z.boolean(),
  postalAddress: postalAddressSchema,
});
export type ContractCorrespondence = z.output<typeof contractCorrespondenceSchema>;

export const noticesSchema = z.object({
  newInvoice: z.boolean(),
  costAlert: z.boolean(),
  requestUpdates: z.boolean(),
});
export type Notices = z.output<typeof noticesSchema>;

export const preferencesSchema = z.object({
  language: z.enum(PREFERENCE_LANGUAGES),
  notices: noticesSchema,
  /** The caller's own contracts (none for an administrator: their communities' invoices are
   * not theirs to switch to paper or e-mail). */
  contracts: z.array(contractCorrespondenceSchema).max(500),
});
export type Preferences = z.output<typeof preferencesSchema>;

/** What changes: any of the language and the notices; the rest stays. Nothing at all is the
 * server's 400 with a Spanish text, not a schema failure. */
export const preferencesChangeBodySchema = z
  .object({
    language: z.enum(PREFERENCE_LANGUAGES).optional(),
    notices: noticesSchema.partial().optional(),
  })
  .default({});
export type PreferencesChangeBody = z.output<typeof preferencesChangeBodySchema>;

export const paperlessBodySchema = z.object({ paperless: z.boolean() });
export type PaperlessBody = z.output<typeof paperlessBodySchema>;
