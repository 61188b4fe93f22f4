import { PDF_MIME, routes, XLS_MIME, ZIP_MIME } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { findInvoiceDocument, findUnifiedMembers } from "../../db/invoices/documents";
import { invoiceFileName, invoiceNumber, type Proforma, proformasOf } from "../../documents/invoices";
import { HttpError } from "../../errors/httpError";
import { mountRoute, type ParsedRequest, type RouteHandler, type RouteHeaders } from "../../http/contractRoute";
import { exportRoute, type RenderDocument } from "../../http/exportRoute";
import { sendFile } from "../../http/fileReply";
import { plainText } from "./filters";
import { InvoiceErrorCode, InvoiceMessage, invoiceNotFound, pdfNotAvailable } from "./invoiceErrors";

type ProformaHeaders = RouteHeaders<typeof routes.proforma>;

/** Series and number as sent, checked like any search text (400 for quotes, <, ;…). */
const checked = (serie: string, numero: string) => ({
  serie: plainText("serieFactura", serie) ?? "",
  numero: plainText("numeroFactura", numero) ?? "",
});

const noProformas = () => new HttpError(404, InvoiceErrorCode.notFound, InvoiceMessage.noProformas);

/**
 * Excel or ZIP from the Accept header: only Excel named → one workbook; only ZIP named → a
 * ZIP of one PDF per proforma; both or neither (the client's default Accept names both) →
 * one workbook for a single proforma, a ZIP for several.
 */
export function proformaFormat(accept: string | undefined, count: number): "excel" | "zip" {
  const value = (accept ?? "").toLowerCase();
  const excel = value.includes("excel") || value.includes("spreadsheet");
  const zip = value.includes("zip");
  if (excel !== zip) return excel ? "excel" : "zip";
  return count > 1 ? "zip" : "excel";
}

async function sendProformas(reply: ParsedRequest["reply"], render: RenderDocument, proformas: Proforma[], headers: ProformaHeaders) {
  const name = `PROFORMAS-${invoiceNumber(headers.serieFactura, headers.numeroFactura)}`;
  if (proformaFormat(headers.Accept, proformas.length) === "zip") {
    return sendFile(reply, { body: await render("proformasZip", proformas), contentType: ZIP_MIME, fileName: `${name}.zip` });
  }
  // XLSX content under the .xls name and the Excel type the client asks for (part 2 §9).
  return sendFile(reply, { body: await render("proformasXlsx", proformas), contentType: XLS_MIME, fileName: `${name}.xls` });
}

async function invoiceProformas(deps: AppDeps, caller: Caller, headers: ProformaHeaders): Promise<Proforma[]> {
  const found = await findInvoiceDocument(deps.db, caller, {
    ...checked(headers.serieFactura, headers.numeroFactura),
    line: headers.linea,
  });
  if (!found) throw invoiceNotFound();
  const proformas = proformasOf(found.document);
  if (proformas.length === 0) throw noProformas();
  return proformas;
}

export const downloadRoutes: RoutePlugin = async (app, { deps }) => {
  // The path an invoice's Pdf/pdf field carries. Not downloadable → 404 'PDF No disponible'.
  mountRoute(
    app,
    deps,
    routes.invoicePdf,
    exportRoute(deps, async (req, render) => {
      const { serieFactura, numeroFactura, line, CUPS } = req.query;
      const key = { ...checked(serieFactura, numeroFactura), line, cups: plainText("CUPS", CUPS) };
      const found = await findInvoiceDocument(deps.db, req.caller, key);
      if (!found) throw invoiceNotFound();
      if (!found.canDownload) throw pdfNotAvailable();
      const body = await render("invoicePdf", found.document);
      return sendFile(req.reply, { body, contentType: PDF_MIME, fileName: invoiceFileName(found.document.serie, found.document.numero) });
    }),
  );

  // A unified invoice: the caller's invoices whose serieUnica/numeroUnica it is.
  mountRoute(
    app,
    deps,
    routes.unifiedInvoicePdf,
    exportRoute(deps, async (req, render) => {
      const { serieFactura, numeroFactura, line } = req.query;
      const members = await findUnifiedMembers(deps.db, req.caller, { ...checked(serieFactura, numeroFactura), line });
      const first = members[0];
      if (!first) throw invoiceNotFound();
      const body = await render("unifiedInvoicePdf", {
        serie: first.serieUnica ?? serieFactura,
        numero: first.numeroUnica ?? numeroFactura,
        line,
        holderName: first.holderName,
        taxId: first.taxId,
        members,
      });
      return sendFile(req.reply, { body, contentType: PDF_MIME, fileName: invoiceFileName(serieFactura, numeroFactura) });
    }),
  );

  mountRoute(
    app,
    deps,
    routes.proforma,
    exportRoute(deps, async (req, render) => {
      const headers = req.headers;
      return sendProformas(req.reply, render, await invoiceProformas(deps, req.caller, headers), headers);
    }),
  );

  mountRoute(
    app,
    deps,
    routes.proformaDownload,
    exportRoute(deps, async (req, render) => {
      const headers = req.headers;
      const body = await render("proformasPdf", await invoiceProformas(deps, req.caller, headers));
      const fileName = `PROFORMAS-${invoiceNumber(headers.serieFactura, headers.numeroFactura)}.pdf`;
      return sendFile(req.reply, { body, contentType: PDF_MIME, fileName });
    }),
  );
};

/** The all-invoices view's gas proformas (query cb): the proformas of the unified gas invoice
 * named by the headers (all its members'), or of that single gas invoice. */
export function unicasGasProformasHandler(deps: AppDeps): RouteHandler<typeof routes.unicasGasProformas> {
  return exportRoute(deps, async (req, render) => {
    const headers = req.headers;
    const key = { ...checked(headers.serieFactura, headers.numeroFactura), line: "Gas" as const };
    let documents = await findUnifiedMembers(deps.db, req.caller, key);
    if (documents.length === 0) {
      const single = await findInvoiceDocument(deps.db, req.caller, key);
      if (!single) throw invoiceNotFound();
      documents = [single.document];
    }
    const proformas = documents.flatMap(proformasOf);
    if (proformas.length === 0) throw noProformas();
    return sendProformas(req.reply, render, proformas, { ...headers, Accept: headers.Accept ?? ZIP_MIME });
  });
}
