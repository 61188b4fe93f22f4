// The administrator's invoices and contract details for stories and tests; not exported from
// the library. Tax ids are comunidades' CIFs (type H), as in the demo data.
import { HttpResponse, http, type RequestHandler } from "msw";
import { makeInvoices, type RawInvoice } from "../shared/invoices/invoices.testing";

export const CIF_MADRID = "H28103455";
export const CIF_BARCELONA = "H08217766";

/** 20 electricity invoices (one unified, one 'VA', one not downloadable) and 5 gas ones. */
export function adminInvoices({ electricity = 20, gas = 5 }: { electricity?: number; gas?: number } = {}): RawInvoice[] {
  const luz = makeInvoices({
    line: "Electricidad",
    count: electricity,
    newest: "2026-10-28",
    nif: CIF_MADRID,
    contract: "400001",
    firstNumber: 700_000,
  });
  if (luz.length > 2) {
    luz[0] = { ...luz[0]!, isUnica: true, isUnificada: true, serieFacturaUnica: "FU", numeroFacturaUnica: "800001" };
    luz[1] = { ...luz[1]!, facturaCategoria: "VA" };
    luz[2] = { ...luz[2]!, canDownload: null, Pdf: null };
  }
  const gasInvoices = makeInvoices({
    line: "Gas",
    count: gas,
    newest: "2026-10-27",
    nif: CIF_BARCELONA,
    contract: "400006",
    firstNumber: 710_000,
  });
  return [...luz, ...gasInvoices].sort((a, b) => b.launchDate.localeCompare(a.launchDate));
}

export const contractDetail = (code: string, line: "Electricidad" | "Gas") => ({
  Contrato: {
    codigoContrato: code,
    RazonSocial: "Comunidad de Propietarios Calle Mayor 12",
    Direccion: "Calle Mayor 12, Zonas comunes",
    ciudad: "Madrid",
    provincia: "Madrid",
    NIF: CIF_MADRID,
    CUPS: "ES0021000000400001AB",
    codigoPostal: "28013",
    Tarifa: line === "Gas" ? "RL.3" : "2.0TD",
    Desde: "2022-03-01",
    Hasta: null,
    PotenciaContratadaP1: line === "Gas" ? null : 9.2,
    PotenciaContratadaP2: line === "Gas" ? null : 9.2,
    CaudalContrato: line === "Gas" ? 125.75 : null,
  },
});

/** 'Detalles del Contrato' answers, or a failure. */
export function contractDetailApi(base: string, fail = false): RequestHandler {
  return http.get(`${base}/ov/contracts/api/administrador-fincas`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (fail) return HttpResponse.json({ code: 404, message: "No se ha encontrado el contrato." }, { status: 404 });
    return HttpResponse.json(contractDetail(q.get("codigoContrato") ?? "", q.get("line") === "Gas" ? "Gas" : "Electricidad"));
  });
}
