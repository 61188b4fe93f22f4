// Network fixtures of the per-contract invoices for tests and stories (not exported from the
// library). They answer the way apps/api does: the default query gives the last 10 invoices
// with total = their number; a dated query gives one page of 10 and the full count; an empty
// result is a 200 whose message is 'No se han encontrado datos del titular.'.
import { type HttpHandler, HttpResponse, http } from "msw";

export const CONTRACT = "100234";
export const CUPS = "ES0021000000123456AB";

export interface InvoiceFixtureOptions {
  line?: "Electricidad" | "Gas";
  /** Invoices matching a dated search (default 23: three pages). */
  datedTotal?: number;
  /** The contract has no invoices at all. */
  empty?: boolean;
  /** The single-invoice PDF answers 500. */
  pdfFails?: boolean;
  /** cupsMe does not list the contract (someone else's). */
  notMine?: boolean;
  /** Unified invoices for 'Facturas Adicionales'. */
  unified?: number;
  /** Every request, as 'path?query'. */
  log?: string[];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Monthly invoices, newest first, the newest on 2024-06-10. */
export function contractInvoice(index: number, line: "Electricidad" | "Gas" = "Electricidad") {
  const month = 6 - index;
  const year = 2024 + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const fecha = `${year}-${pad(m)}-10`;
  const number = `0${String(5000 - index)}`;
  const kwh = 180 + ((index * 37) % 120);
  return {
    fechaFactura: fecha,
    factura: number,
    serieFactura: line === "Gas" ? "ENERGIA" : "FE24",
    isUnificada: false,
    facturaCategoria: "FA",
    periodoFacturacion: { desde: `${year}-${pad(m)}-01`, hasta: `${year}-${pad(m)}-09` },
    total: { importe: Math.round(kwh * 21.37) / 100, divisa: "EUR" },
    TotalConsumoEnergiaActiva: kwh,
    consumoKwh: kwh,
    consumoActivaP1: line === "Gas" ? null : Math.round(kwh * 0.3),
    consumoActivaP2: line === "Gas" ? null : Math.round(kwh * 0.3),
    consumoActivaP3: line === "Gas" ? null : kwh - 2 * Math.round(kwh * 0.3),
    tarifa: line === "Gas" ? "RL.2" : "2.0TD",
    pdf:
      index === 3 ? null : `/ov/invoices/api/pdf?serieFactura=${line === "Gas" ? "ENERGIA" : "FE24"}&numeroFactura=${number}&line=${line}`,
    // The newest is still to be paid, the one before came back from the bank.
    estado: index === 0 ? "Pendiente" : index === 1 ? "Devuelta" : "Pagada",
    fechaVencimiento: `${year}-${pad(m)}-28`,
  };
}

const file = (size: number, type: string) => new HttpResponse(new Uint8Array(size).fill(65), { headers: { "Content-Type": type } });

export function invoiceSearchHandlers(base: string, options: InvoiceFixtureOptions = {}): HttpHandler[] {
  const line = options.line ?? "Electricidad";
  const datedTotal = options.datedTotal ?? 23;
  const log = options.log;
  const record = (request: Request) => {
    const url = new URL(request.url);
    log?.push(`${url.pathname}${url.search}`);
    return url.searchParams;
  };
  const supplyPoint = {
    codAbonado: CONTRACT,
    cups: CUPS,
    line,
    tarifa: line === "Gas" ? "RL.2" : "2.0TD",
    ciudad: "Madrid",
    estado: "Contrato",
  };
  const list = (query: URLSearchParams, all: boolean) => {
    if (options.empty)
      return { Invoices: { invoicesList: [], total: { total: 0, countInvoices: 0 } }, message: "No se han encontrado datos del titular." };
    const isDefault = query.get("defaultQuery") === "true";
    const factura = query.get("factura");
    let count = isDefault ? 10 : datedTotal;
    if (factura) count = 1;
    const page = isDefault || all ? 1 : Number(query.get("start") ?? 1);
    const from = (page - 1) * 10;
    const size = all && !isDefault ? Math.min(count, 60) : Math.max(0, Math.min(10, count - from));
    let rows = Array.from({ length: size }, (_, i) => contractInvoice(from + i, line));
    if (factura) rows = [{ ...contractInvoice(0, line), factura }];
    if (all) rows = rows.reverse();
    return { Invoices: { invoicesList: rows, total: { total: isDefault ? rows.length : count, countInvoices: rows.length } }, message: "" };
  };

  return [
    http.get(`${base}/ov/cups/api/cupsMe`, ({ request }) => {
      record(request);
      return HttpResponse.json({ cupsAsociados: { select: options.notMine ? [] : [supplyPoint] }, totalElectricidad: 1, totalGas: 1 });
    }),
    http.get(`${base}/ov/contracts/api/getPriceMinAndMaxInvoices`, ({ request }) => {
      record(request);
      return HttpResponse.json({ invoiceMinImport: 20, invoiceMaxImport: 480 });
    }),
    http.get(`${base}/ov/contracts/api/contractCode/invoices/`, ({ request }) => HttpResponse.json(list(record(request), false))),
    http.get(`${base}/ov/contracts/api/contractCode/charts/invoices/`, ({ request }) => HttpResponse.json(list(record(request), true))),
    http.get(`${base}/ov/invoices/api/fullbilling`, ({ request }) => {
      record(request);
      const count = options.unified ?? 0;
      if (count === 0) return new HttpResponse(null, { status: 204 });
      const rows = Array.from({ length: Math.min(10, count) }, (_, i) => ({
        line,
        billNumber: `0${7000 + i}`,
        serieFactura: "FE24",
        launchDate: `2024-0${(i % 5) + 1}-15`,
        total: { amount: 150 + i, currency: "EUR" },
        isUnica: true,
        serieFacturaUnica: "UN24",
        numeroFacturaUnica: `0${900 + i}`,
        canDownload: true,
        Pdf: null,
      }));
      return HttpResponse.json({
        Invoice: rows,
        Fullbilling: {
          total: [
            { line: "All", count },
            { line: "Electricidad", count },
            { line: "Gas", count: 0 },
          ],
        },
      });
    }),
    http.get(`${base}/ov/invoices/api/pdf`, ({ request }) => {
      record(request);
      return options.pdfFails ? HttpResponse.json({ message: "Error" }, { status: 500 }) : file(1800, "application/pdf");
    }),
    http.get(`${base}/ov/contracts/api/contracts`, ({ request }) => {
      record(request);
      return file(1600, "application/pdf");
    }),
    http.get(`${base}/ov/contracts/api/contractCode/fullbilling`, ({ request }) => {
      record(request);
      return file(5000, "application/zip");
    }),
    http.get(`${base}/ov/consumptions/api/fullbilling`, ({ request }) => {
      record(request);
      return file(3000, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    }),
    http.get(`${base}/ov/contracts/fullbilling`, ({ request }) => {
      record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
