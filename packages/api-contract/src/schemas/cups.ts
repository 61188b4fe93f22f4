import { z } from "zod";
import {
  booleanish,
  count,
  cups,
  email,
  freeText,
  idParam,
  idString,
  lineSchema,
  listOrItem,
  oneLine,
  optionalParam,
  optionalQuery,
  optionalText,
  page,
  phone,
  text,
  textish,
} from "./common";

// ------------------------------------------------------------------ CUPS lookup (signup)

/** GET /ov/user/api/userCups: customers send nif (and telefono), administrators email and
 * isAdministradorFinca=true. */
export const userCupsQuerySchema = z
  .object({
    nif: optionalParam(oneLine(20)),
    telefono: optionalParam(phone),
    email: optionalParam(email),
    isAdministradorFinca: optionalParam(booleanish),
  })
  .superRefine((query, ctx) => {
    if (query.isAdministradorFinca && !query.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Administrators look up by email" });
    }
    if (!query.isAdministradorFinca && !query.nif) {
      ctx.addIssue({ code: "custom", path: ["nif"], message: "Customers look up by nif" });
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

// ------------------------------------------------------------------ contracts (cupsMe)

/** A row of the home's contracts tables. */
export const contractRowSchema = z.object({
  codAbonado: idString(),
  codigoContratoSICOM: optionalText(40),
  cups: text(30),
  calle: optionalText(200),
  extension: optionalText(100),
  numDomicilio: textish(20).nullish(),
  codPostal: textish(10).nullish(),
  ciudad: optionalText(100),
  fechaAlta: optionalText(40),
  fechaBaja: optionalText(40),
  /** 'Contrato' is shown as 'Alta'; other values as they are. */
  estado: optionalText(60),
  tarifa: optionalText(40),
  line: lineSchema,
});
export type ContractRow = z.output<typeof contractRowSchema>;

/**
 * A supply point as cupsMe returns it for the logged-in user: the contract row's fields
 * plus the supply point's own (domicilio, ampExtension1, accessFee.fee, which picks the
 * meter-reading fields). The spec lists both shapes for the same list; one item carries both.
 */
export const supplyPointSchema = contractRowSchema.extend({
  domicilio: optionalText(200),
  ampExtension1: optionalText(100),
  accessFee: z.object({ fee: optionalText(20) }).nullish(),
});
export type SupplyPoint = z.output<typeof supplyPointSchema>;

/** GET /ov/cups/api/cupsMe: filters and one page number per line (pages of 10, from 1). */
export const cupsMeQuerySchema = optionalQuery(
  z.object({
    cups: optionalParam(cups),
    contract: optionalParam(oneLine(40)),
    startPaginationElectricidad: optionalParam(page),
    startPaginationGas: optionalParam(page),
  }),
);

/** cupsAsociados.select holds the requested page of each line; totalElectricidad and
 * totalGas are the line totals that size the pagers. */
export const cupsMeResponseSchema = z.object({
  cupsAsociados: z.object({ select: listOrItem(supplyPointSchema) }).prefault({}),
  totalElectricidad: count.default(0),
  totalGas: count.default(0),
});
export type CupsMeResponse = z.output<typeof cupsMeResponseSchema>;

// ------------------------------------------------------------------------- debug log

/**
 * POST /ov/cups/api/createdebuglog. The spec does not show the body. Designed here: what
 * the client knows when the home's very first contract list comes back empty, just before
 * it forces a logout. `event` names the situation (e.g. 'emptyContractsOnFirstLoad'),
 * `detail` is free text (at most 2000 characters), `path` the page, `userAgent` the browser.
 */
export const debugLogBodySchema = z.object({
  event: oneLine(100).min(1),
  detail: freeText(2000).optional(),
  path: oneLine(500).optional(),
  userAgent: oneLine(500).optional(),
});
export type DebugLogBody = z.output<typeof debugLogBodySchema>;

// ------------------------------------------------ the home's contract PDF and unified invoices
// (here, beside cupsMe, so the home's calls build their schemas without the invoice screens' ones)

/** GET /ov/contracts/{codAbonado}?line=&output=pdf, saved as Contrato-{code}.pdf. */
export const contractPdfParamsSchema = z.object({ codAbonado: idParam });
export const contractPdfQuerySchema = z.object({ line: lineSchema, output: z.literal("pdf") });

/** FacturasUnicas {Electricidad, Gas}: whether the customer has unified invoices per line. */
export const unicasAssociateSchema = z.object({
  FacturasUnicas: z.object({ Electricidad: booleanish.default(false), Gas: booleanish.default(false) }).prefault({}),
});
export type UnicasAssociate = z.output<typeof unicasAssociateSchema>;
