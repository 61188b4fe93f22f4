import { type Line, PDF_MIME, routes, XLSX_MIME, ZIP_MIME } from "@oficina-virtual/api-contract";
import type { FastifyReply } from "fastify";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { listDocuments } from "../../db/invoices/documents";
import { type InvoiceFilter, PAGE_SIZE, type ParsedSearch } from "../../db/invoices/filter";
import { countInvoices } from "../../db/invoices/queries";
import { formatDate, type InvoiceDocument, periodCount } from "../../documents/invoices";
import { contractNotFound } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { exportRoute, type RenderDocument } from "../../http/exportRoute";
import { sendFile, sendNoContent } from "../../http/fileReply";
import { findLineContract } from "./contractInvoices";
import { assertTwelveMonths, type FullbillingParams, parseSearch, plainText } from "./filters";
import { EXPORT_LIMITS, type ExportKind, overLimits } from "./invoiceErrors";

/** The invoices of an export after the limit check (part 2 §5: Excel 1000, PDF and ZIP 200
 * results), newest first; the default query exports its last 10. */
async function exportDocuments(deps: AppDeps, caller: Caller, search: ParsedSearch, kind: ExportKind, filter = search.filter) {
  const limit = search.isDefault ? PAGE_SIZE : EXPORT_LIMITS[kind];
  if (!search.isDefault) {
    const { all } = await countInvoices(deps.db, caller, search.filter);
    if (all > limit) throw overLimits(kind, all);
  }
  return listDocuments(deps.db, caller, filter, limit);
}

function filterSummary(search: ParsedSearch): string {
  if (search.isDefault) return "Últimas 10 facturas";
  const { from, until } = search.filter;
  if (!from && !until) return "Todas las fechas";
  return `Desde ${from ? formatDate(from) : "el inicio"} hasta ${until ? formatDate(until) : "hoy"}`;
}

/** 'facturas {line}.rar': a ZIP of the downloadable invoices' PDFs (204 when none). */
async function sendInvoicesZip(reply: FastifyReply, render: RenderDocument, documents: InvoiceDocument[], line: Line) {
  if (documents.length === 0) return sendNoContent(reply);
  return sendFile(reply, { body: await render("invoicesZip", documents), contentType: ZIP_MIME, fileName: `facturas ${line}.rar` });
}

/**
 * The mass downloads. The {line} of the path picks the line; the other filters are those of
 * the search. Over 12 months → 400 'Sólo se permite 1 Año como máximo para las exportaciones.';
 * over the limits → 413 with the spec's over-limit text; nothing to export → 204.
 */
export const massDownloadRoutes: RoutePlugin = async (app, { deps }) => {
  const searchOf = (query: FullbillingParams, line: Line): ParsedSearch => {
    return parseSearch({ ...query, line }, { forExport: true });
  };

  mountRoute(
    app,
    deps,
    routes.fullbillingPdf,
    exportRoute(deps, async (req, render) => {
      const line: Line = req.params.line;
      const search = searchOf(req.query, line);
      const documents = await exportDocuments(deps, req.caller, search, "pdf");
      if (documents.length === 0) return sendNoContent(req.reply);
      const today = deps.now().toISOString().slice(0, 10);
      const body = await render("invoiceListPdf", documents, { line, today, filters: filterSummary(search) });
      return sendFile(req.reply, { body, contentType: PDF_MIME, fileName: `facturas ${line}.pdf` });
    }),
  );

  mountRoute(
    app,
    deps,
    routes.fullbillingRar,
    exportRoute(deps, async (req, render) => {
      const line: Line = req.params.line;
      const search = searchOf(req.query, line);
      const documents = await exportDocuments(deps, req.caller, search, "zip", { ...search.filter, downloadable: true });
      return sendInvoicesZip(req.reply, render, documents, line);
    }),
  );

  // GET /ov/invoices/api/{line}: every match (the page parameter is ignored).
  mountRoute(
    app,
    deps,
    routes.invoicesExcel,
    exportRoute(deps, async (req, render) => {
      const line: Line = req.params.line;
      const search = searchOf({ ...req.query, start: undefined }, line);
      const documents = await exportDocuments(deps, req.caller, search, "excel");
      if (documents.length === 0) return sendNoContent(req.reply);
      const body = await render("invoicesXlsx", documents, line);
      return sendFile(req.reply, { body, contentType: XLSX_MIME, fileName: `facturas ${line}.xlsx` });
    }),
  );

  // One contract's invoices in a ZIP; the CUPS must be the contract's.
  mountRoute(
    app,
    deps,
    routes.contractFullbillingRar,
    exportRoute(deps, async (req, render) => {
      const { CUPS, line, contractCode, startDate, endDate, factura } = req.query;
      const contract = await findLineContract(deps.db, req.caller, contractCode, line);
      if (contract.cups.toUpperCase() !== String(CUPS).trim().toUpperCase()) throw contractNotFound();
      assertTwelveMonths(startDate, endDate, true);
      const filter: InvoiceFilter = { contractId: contract.id, from: startDate, until: endDate, invoice: plainText("factura", factura) };
      const search: ParsedSearch = { filter, isDefault: false, page: 1 };
      const documents = await exportDocuments(deps, req.caller, search, "zip", { ...filter, downloadable: true });
      return sendInvoicesZip(req.reply, render, documents, line);
    }),
  );

  // 'consumos {line}.xlsx': one contract's invoices, oldest first, kWh per period.
  mountRoute(
    app,
    deps,
    routes.consumptionsExcel,
    exportRoute(deps, async (req, render) => {
      const { contractCode, cups, line, startDate, endDate } = req.query;
      const contract = await findLineContract(deps.db, req.caller, contractCode, line);
      if (contract.cups.toUpperCase() !== String(cups).trim().toUpperCase()) throw contractNotFound();
      assertTwelveMonths(startDate, endDate, true);
      const filter: InvoiceFilter = { contractId: contract.id, from: startDate, until: endDate };
      const { all } = await countInvoices(deps.db, req.caller, filter);
      if (all > EXPORT_LIMITS.excel) throw overLimits("excel", all);
      const documents = await listDocuments(deps.db, req.caller, filter, EXPORT_LIMITS.excel, "oldest");
      if (documents.length === 0) return sendNoContent(req.reply);
      const body = await render("consumptionsXlsx", documents, line, periodCount(line, contract.tarifa));
      return sendFile(req.reply, { body, contentType: XLSX_MIME, fileName: `consumos ${line}.xlsx` });
    }),
  );
};
