import { z } from "zod";
import { amount, idParam, idString, lineSchema, optionalText, textish } from "../common";

/** Contracted power or gas flow, 0 or absent when the period does not apply. */
const power = amount.nullish();

/**
 * The Contrato object of /ov/contracts/api/administrador-fincas (the 'Detalles del
 * Contrato' popup). Part 1 §3 describes a contract detail with other names (fechaAlta,
 * fechaBaja, tarifaPeaje.textoTarifaPeaje, contratoSituacion.textoSituacion, refExt3);
 * no call of part 1 returns it, so those fields are accepted here, optional.
 */
export const contractDetailSchema = z.object({
  codigoContrato: idString(),
  RazonSocial: optionalText(200),
  Direccion: optionalText(300),
  ciudad: optionalText(100),
  provincia: optionalText(100),
  NIF: optionalText(20),
  CUPS: optionalText(30),
  codigoPostal: textish(10).nullish(),
  Tarifa: optionalText(40),
  Desde: optionalText(40),
  Hasta: optionalText(40),
  PotenciaContratadaP1: power,
  PotenciaContratadaP2: power,
  PotenciaContratadaP3: power,
  PotenciaContratadaP4: power,
  PotenciaContratadaP5: power,
  PotenciaContratadaP6: power,
  /** Gas only. */
  CaudalContrato: power,
  fechaAlta: optionalText(40),
  fechaBaja: optionalText(40),
  tarifaPeaje: z.object({ textoTarifaPeaje: optionalText(100) }).nullish(),
  contratoSituacion: z.object({ textoSituacion: optionalText(100) }).nullish(),
  /** The contract id. */
  refExt3: optionalText(40),
});
export type ContractDetail = z.output<typeof contractDetailSchema>;

export const adminContractDetailQuerySchema = z.object({ codigoContrato: idParam, line: lineSchema });

export const adminContractDetailResponseSchema = z.object({ Contrato: contractDetailSchema });
export type AdminContractDetailResponse = z.output<typeof adminContractDetailResponseSchema>;
