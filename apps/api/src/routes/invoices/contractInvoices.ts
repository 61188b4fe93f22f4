import {
  ApiMessage,
  type ContractInvoice,
  type ContractInvoicesResponse,
  type Line,
  paymentStateOf,
  routes,
} from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import type { Database } from "../../db/client";
import { callerHasContract } from "../../db/contracts/contracts";
import { findContractInvoices } from "../../db/invoices/contractInvoices";
import { type InvoiceFilter, PAGE_SIZE } from "../../db/invoices/filter";
import { priceRange } from "../../db/invoices/queries";
import { contractNotFound } from "../../errors/httpError";
import { mountRoute, type RouteQuery } from "../../http/contractRoute";
import { sendNoContent } from "../../http/fileReply";
import { type ContractRow, findCallerContract } from "../../scope";
import { assertTwelveMonths, plainText } from "./filters";
import { pdfPathOf } from "./invoiceItems";
import { sliderRange } from "./search";

/** The caller's contract with this codAbonado on this line, or a 404. */
export async function findLineContract(db: Database, caller: Caller, codAbonado: string, line: Line): Promise<ContractRow> {
  const contract = await findCallerContract(db, caller, codAbonado);
  if (contract.line !== line) throw contractNotFound();
  return contract;
}

type ContractInvoicesQuery = RouteQuery<typeof routes.contractInvoices> | RouteQuery<typeof routes.contractInvoiceCharts>;

/** One contract's invoices: the default query (the last `limit`), or a dated page; `all`
 * (charts) gives every match of the dated query, oldest first. */
async function contractInvoices(deps: AppDeps, caller: Caller, q: ContractInvoicesQuery, all: boolean): Promise<ContractInvoicesResponse> {
  const contract = await findLineContract(deps.db, caller, q.contractCode, q.line);
  const isDefault = q.defaultQuery === true;
  const filter: InvoiceFilter = {
    contractId: contract.id,
    invoice: plainText("factura", q.factura),
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    ...(isDefault ? {} : { from: q.startDate, until: q.endDate }),
  };
  if (!isDefault) assertTwelveMonths(filter.from, filter.until, false);
  const limit = q.limit ?? PAGE_SIZE;
  const page = isDefault ? 1 : (q.start ?? 1);
  let rows = await findContractInvoices(deps.db, caller, filter, all && !isDefault ? { upTo: 1000 } : { limit, page });
  const total = isDefault ? rows.length : (rows[0]?.countAll ?? 0);
  if (all) rows = rows.reverse();
  const today = deps.now().toISOString().slice(0, 10);

  const invoicesList = rows.map((row): ContractInvoice => {
    const importe = Number(row.totalAmount);
    const kwh = Number(row.consumptionKwh);
    return {
      fechaFactura: row.launchDate,
      factura: row.numero,
      serieFactura: row.serie,
      isUnificada: row.isUnificada || row.isUnica,
      facturaCategoria: row.categoria,
      periodoFacturacion: { desde: row.readingFrom, hasta: row.readingUntil },
      total: { importe, divisa: row.currency, countInvoices: total, total: importe },
      TotalConsumoEnergiaActiva: kwh,
      consumoKwh: kwh,
      consumoActivaP1: Number(row.consumoP1),
      consumoActivaP2: Number(row.consumoP2),
      consumoActivaP3: Number(row.consumoP3),
      consumoActivaP4: Number(row.consumoP4),
      consumoActivaP5: Number(row.consumoP5),
      consumoActivaP6: Number(row.consumoP6),
      PotenciaLeidaP1: row.potenciaLeidaP1,
      tarifa: contract.tarifa,
      pdf: pdfPathOf(row),
      estado: paymentStateOf(row.paymentState, row.dueDate, today),
      fechaVencimiento: row.dueDate,
    };
  });
  return {
    Invoices: { invoicesList, total: { total, countInvoices: invoicesList.length } },
    message: invoicesList.length === 0 ? ApiMessage.noHolderData : "",
  };
}

export const contractInvoiceRoutes: RoutePlugin = async (app, { deps }) => {
  // An empty result is a 200 whose message is 'No se han encontrado datos del titular.'
  // (part 2 §8 lists that message as the per-contract empty state).
  mountRoute(app, deps, routes.contractInvoices, (req) => contractInvoices(deps, req.caller, req.query, false));
  mountRoute(app, deps, routes.contractInvoiceCharts, (req) => contractInvoices(deps, req.caller, req.query, true));

  mountRoute(app, deps, routes.contractPriceLimits, async (req) => {
    const contract = await findLineContract(deps.db, req.caller, req.query.contractCode, req.query.line);
    const [low, high] = sliderRange(await priceRange(deps.db, req.caller, { contractId: contract.id }));
    return { invoiceMinImport: low, invoiceMaxImport: high };
  });

  // Sent beside the per-contract downloads; the answer is ignored. We check that the contract
  // (by codAbonado or CUPS) is the caller's, then answer 204.
  mountRoute(app, deps, routes.contractsFullbillingNotify, async (req) => {
    const query = req.query;
    const [contractCode, cups, line] = [plainText("contractCode", query.contractCode), plainText("cups", query.cups), query.line];
    if (!contractCode && !cups) throw contractNotFound();
    if (!(await callerHasContract(deps.db, req.caller, line, { code: contractCode, cups }))) throw contractNotFound();
    return sendNoContent(req.reply);
  });
};
