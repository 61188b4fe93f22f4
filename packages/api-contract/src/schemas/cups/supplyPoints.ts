import { z } from "zod";
import {
  count,
  cups,
  idString,
  lineSchema,
  listOrItem,
  oneLine,
  optionalParam,
  optionalQuery,
  optionalText,
  page,
  text,
  textish,
} from "../common";

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
