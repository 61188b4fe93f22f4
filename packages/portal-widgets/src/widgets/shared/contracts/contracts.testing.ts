// Contract data and a cupsMe handler that pages and filters like apps/api's, for the home
// widgets' stories and tests; not exported from the library.
import { type HttpHandler, HttpResponse, http } from "msw";
import type { BusinessLine } from "../../../core/session/sessionState";

export interface ContractJson {
  codAbonado: string;
  codigoContratoSICOM: string | null;
  cups: string;
  calle: string | null;
  extension: string | null;
  numDomicilio: string | null;
  codPostal: string | null;
  ciudad: string | null;
  fechaAlta: string | null;
  fechaBaja: string | null;
  estado: string | null;
  tarifa: string | null;
  line: BusinessLine;
  domicilio: string | null;
  ampExtension1: string | null;
  accessFee: { fee: string | null };
}

/** The n-th (from 1) contract of a line: electricity codes 1000nn, gas 3000nn. */
export function contract(line: BusinessLine, n: number, changes: Partial<ContractJson> = {}): ContractJson {
  const codAbonado = String((line === "Gas" ? 300_000 : 100_000) + n);
  const number = String(n);
  return {
    codAbonado,
    codigoContratoSICOM: `SIC-${Number(codAbonado) * 3 + 50_000}`,
    cups: `ES00${line === "Gas" ? "22" : "21"}${String(n).padStart(12, "0")}AB`,
    calle: "Calle de Alcalá",
    extension: "2º B",
    numDomicilio: number,
    codPostal: "28020",
    ciudad: "Madrid",
    fechaAlta: "2021-03-15",
    fechaBaja: null,
    estado: "Contrato",
    tarifa: line === "Gas" ? "RL.2" : "2.0TD",
    line,
    domicilio: `Calle de Alcalá ${number}`,
    ampExtension1: "2º B",
    accessFee: { fee: line === "Gas" ? "RL.2" : "2.0TD" },
    ...changes,
  };
}

export function contracts(line: BusinessLine, count: number): ContractJson[] {
  return Array.from({ length: count }, (_, i) => contract(line, i + 1));
}

const contains = (value: string | null, fragment: string) => (value ?? "").toLowerCase().includes(fragment.toLowerCase());

/** cupsMe over a list of contracts: the "contains" filters, 10 per page and line, and the
 * filtered totals, as the reference server answers. */
export function cupsMeHandler(apiBase: string, all: readonly ContractJson[]): HttpHandler {
  return http.get(`${apiBase}/ov/cups/api/cupsMe`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const cups = query.get("cups");
    const code = query.get("contract");
    const matching = all.filter(
      (row) => (!cups || contains(row.cups, cups)) && (!code || contains(row.codAbonado, code) || contains(row.codigoContratoSICOM, code)),
    );
    const page = (line: BusinessLine) => {
      const number = Number(query.get(line === "Gas" ? "startPaginationGas" : "startPaginationElectricidad") ?? "1");
      const rows = matching.filter((row) => row.line === line);
      return rows.slice((number - 1) * 10, number * 10);
    };
    return HttpResponse.json({
      cupsAsociados: { select: [...page("Electricidad"), ...page("Gas")] },
      totalElectricidad: matching.filter((row) => row.line === "Electricidad").length,
      totalGas: matching.filter((row) => row.line === "Gas").length,
    });
  });
}

/** The demo customer: 12 electricity contracts (the second ended) and 3 gas. */
export const demoContracts: ContractJson[] = [
  ...contracts("Electricidad", 12).map((row, i) => (i === 1 ? { ...row, estado: "Baja", fechaBaja: "2026-02-28", tarifa: "3.0TD" } : row)),
  ...contracts("Gas", 3),
];
