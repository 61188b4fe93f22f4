import { type AdminContractDetailResponse, routes } from "@oficina-virtual/api-contract";
import type { RoutePlugin } from "../../context";
import { findContractWithHolder } from "../../db/contracts/contracts";
import { streetOf } from "../../db/invoices/queries";
import { contractNotFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";

/**
 * 'Detalles del Contrato' of the administrator screen. codigoContrato is the code the list
 * shows (the codAbonado; the SICOM code is accepted too). Scoped like everything else: an
 * administrator reaches their linked contracts, a customer their own; otherwise 404.
 */
export const adminRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.adminContractDetail, async (req): Promise<AdminContractDetailResponse> => {
    const { codigoContrato, line } = req.query;
    const row = await findContractWithHolder(deps.db, req.caller, line, codigoContrato);
    if (!row) throw contractNotFound();
    const c = row.contract;
    const electricity = c.line === "Electricidad";
    const power = (kw: number) => (electricity ? kw : null);
    return {
      Contrato: {
        codigoContrato: c.codAbonado,
        RazonSocial: row.holderName ?? c.holderTaxId,
        Direccion: streetOf(c),
        ciudad: c.ciudad,
        provincia: c.provincia,
        NIF: c.holderTaxId,
        CUPS: c.cups,
        codigoPostal: c.codPostal,
        Tarifa: c.tarifa,
        Desde: c.fechaAlta,
        Hasta: c.fechaBaja,
        PotenciaContratadaP1: power(c.potenciaP1),
        PotenciaContratadaP2: power(c.potenciaP2),
        PotenciaContratadaP3: power(c.potenciaP3),
        PotenciaContratadaP4: power(c.potenciaP4),
        PotenciaContratadaP5: power(c.potenciaP5),
        PotenciaContratadaP6: power(c.potenciaP6),
        CaudalContrato: electricity ? null : c.caudal,
        fechaAlta: c.fechaAlta,
        fechaBaja: c.fechaBaja,
        tarifaPeaje: { textoTarifaPeaje: c.accessFee },
        contratoSituacion: { textoSituacion: c.estado },
        refExt3: c.codigoContratoSicom,
      },
    };
  });
};
