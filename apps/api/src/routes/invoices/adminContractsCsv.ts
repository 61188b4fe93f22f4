import { routes } from "@oficina-virtual/api-contract";
import type { RoutePlugin } from "../../context";
import { listCallerContracts } from "../../db/contracts/contracts";
import { streetOf } from "../../db/invoices/queries";
import { notFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { exportRoute } from "../../http/exportRoute";
import { sendFile } from "../../http/fileReply";

/** Excel (Windows, es-ES) opens a UTF-8 CSV right only when it starts with a byte-order
 * mark; without it 'Málaga' shows as 'MÃ¡laga'. */
const BOM = "\uFEFF";
export const ADMIN_CONTRACTS_CSV_FILE = "contratos-administrador.csv";
export const ADMIN_CONTRACTS_CSV_HEADER = [
  "CIF",
  "CUPS",
  "Contrato",
  "Dirección",
  "Tarifa",
  ...[1, 2, 3, 4, 5, 6].map((p) => `Potencia contratada P${p} (kW)`),
];

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180,
 * quotes doubled). A text starting with = + - @ (or a tab/CR) is prefixed with ' so a
 * spreadsheet shows it instead of running it as a formula (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** kW with a decimal comma, as a Spanish Excel reads numbers; empty where no power applies. */
const kw = (value: number) => (value > 0 ? String(value).replace(".", ",") : "");

/** 'Exportar contratos (CSV)' of /administrador-fincas: the administrator's linked contracts. */
export const adminContractsCsvRoutes: RoutePlugin = async (app, { deps }) => {
  // Through exportRoute: it counts among the caller's downloads like any export.
  const handler = exportRoute<typeof routes.adminContractsCsv>(deps, async ({ caller, reply }) => {
    // Administrators only: a customer has no linked contracts to export.
    if (caller.role !== "admin") throw notFound();
    const rows = await listCallerContracts(deps.db, caller);
    const lines = [ADMIN_CONTRACTS_CSV_HEADER.join(";")];
    for (const c of rows) {
      const address = `${streetOf(c)}, ${c.codPostal} ${c.ciudad} (${c.provincia})`;
      const powers =
        c.line === "Electricidad"
          ? [c.potenciaP1, c.potenciaP2, c.potenciaP3, c.potenciaP4, c.potenciaP5, c.potenciaP6]
          : [0, 0, 0, 0, 0, 0];
      lines.push([c.holderTaxId, c.cups, c.codAbonado, address, c.tarifa].map(csvField).concat(powers.map(kw)).join(";"));
    }
    const body = Buffer.from(`${BOM}${lines.join("\r\n")}\r\n`, "utf8");
    return sendFile(reply, { contentType: "text/csv; charset=utf-8", fileName: ADMIN_CONTRACTS_CSV_FILE, body });
  });
  mountRoute(app, deps, routes.adminContractsCsv, handler);
};
