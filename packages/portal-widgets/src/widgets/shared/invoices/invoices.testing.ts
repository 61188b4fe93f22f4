// Invoice data and MSW handlers for the invoice list stories and tests; not exported from
// the library. The handlers answer like the reference server (apps/api routes/invoices):
// filters, lines, unified lists, the default query's last 10, pages of 10, 204 when empty.
import type { PaymentState, PaymentStatus } from "@oficina-virtual/api-contract";
import { HttpResponse, http, type RequestHandler } from "msw";
import { NOTHING_OWED } from "../payment/payment.testing";

export interface RawInvoice {
  line: "Electricidad" | "Gas";
  billNumber: string;
  serieFactura: string;
  launchDate: string;
  total: { amount: number; currency: string };
  readingDateFrom: string;
  readingDateUntil: string;
  nif: string;
  street: string;
  contract: string;
  contractCode: string;
  cups: string;
  facturaCategoria: string;
  isUnificada: boolean;
  isUnica: boolean;
  serieFacturaUnica: string | null;
  numeroFacturaUnica: string | null;
  canDownload: boolean | null | "";
  Pdf: string | null;
  hasProformas: number;
  factura: string;
  estado?: PaymentState;
  fechaVencimiento?: string;
}

const pad = (n: number, size: number) => String(n).padStart(size, "0");
const iso = (date: Date) => date.toISOString().slice(0, 10);

export interface InvoiceSeed {
  line: "Electricidad" | "Gas";
  /** Invoices to make, one a day going back from `newest`. */
  count: number;
  newest?: string;
  firstNumber?: number;
  serie?: string;
  nif?: string;
  contract?: string;
  unified?: boolean;
}

/** `count` invoices of a line, newest first, one a day back from `newest`. */
export function makeInvoices({
  line,
  count,
  newest = "2026-10-28",
  firstNumber = line === "Gas" ? 500_000 : 100_000,
  serie = "ENERGIA",
  nif = "12345678Z",
  contract = line === "Gas" ? "100013" : "100001",
  unified = false,
}: InvoiceSeed): RawInvoice[] {
  const start = new Date(`${newest}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const launch = new Date(start.getTime() - i * 86_400_000);
    const from = new Date(launch.getTime() - 35 * 86_400_000);
    const until = new Date(launch.getTime() - 5 * 86_400_000);
    const number = pad(firstNumber + i, 6);
    return {
      line,
      billNumber: number,
      serieFactura: serie,
      launchDate: iso(launch),
      total: { amount: Math.round((40 + ((i * 37) % 160) + i / 100) * 100) / 100, currency: "EUR" },
      readingDateFrom: iso(from),
      readingDateUntil: iso(until),
      nif,
      street: line === "Gas" ? "Calle de Bravo Murillo 118, 3º A, Madrid" : "Calle de Alcalá 145, 1º C, Madrid",
      contract,
      contractCode: contract,
      cups: line === "Gas" ? "ES0217010000000013XY" : "ES0021000000000001AB",
      facturaCategoria: "EN",
      isUnificada: unified,
      isUnica: unified,
      serieFacturaUnica: unified ? "FU" : null,
      numeroFacturaUnica: unified ? pad(900_000 + i, 6) : null,
      canDownload: true,
      Pdf: `/ov/invoices/api/pdf?serieFactura=${serie}&numeroFactura=${number}&line=${line}`,
      hasProformas: 0,
      factura: number,
      estado: "Pagada",
      fechaVencimiento: iso(new Date(launch.getTime() + 20 * 86_400_000)),
    };
  });
}

const isUnified = (invoice: RawInvoice) => invoice.isUnica || invoice.isUnificada;
const shown = (invoice: RawInvoice) =>
  `${invoice.serieFactura.toUpperCase() === "ENERGIA" ? "" : invoice.serieFactura}${invoice.billNumber}`;

/** The list answer of the fullbilling family: 204 when nothing matches. */
export function listAnswer(all: readonly RawInvoice[], page: number, isDefault: boolean) {
  if (all.length === 0) return new HttpResponse(null, { status: 204 });
  const rows = isDefault ? all.slice(0, 10) : all.slice((page - 1) * 10, page * 10);
  const counted = isDefault ? rows : all;
  const electricidad = counted.filter((invoice) => invoice.line === "Electricidad").length;
  return HttpResponse.json({
    Invoice: rows,
    Fullbilling: {
      total: [
        { line: "All", count: counted.length },
        { line: "Electricidad", count: electricidad },
        { line: "Gas", count: counted.length - electricidad },
      ],
    },
  });
}

/** The filters of a search, as the reference server reads them. */
export function applyFilters(db: readonly RawInvoice[], q: URLSearchParams): RawInvoice[] {
  const isDefault = q.get("isDefaultQuery") === "true";
  const from = !isDefault && q.get("startDate") && q.get("startDate") !== "0" ? q.get("startDate")! : null;
  const until = !isDefault && q.get("endDate") && q.get("endDate") !== "0" ? q.get("endDate")! : null;
  const line = q.get("line")?.toLowerCase();
  const remover = q.get("lineRemover");
  const min = q.get("minPrice");
  const max = q.get("maxPrice");
  return db.filter((invoice) => {
    if (from && invoice.launchDate < from) return false;
    if (until && invoice.launchDate > until) return false;
    if (line && invoice.line.toLowerCase() !== line) return false;
    if (remover && invoice.line === remover) return false;
    if (q.get("findUnicas") === "true" && !isUnified(invoice)) return false;
    if (q.get("findUnicas") !== "true" && q.get("hasUnicasInvoices") === "true" && isUnified(invoice)) return false;
    if (q.get("contract") && invoice.contract !== q.get("contract")) return false;
    if (q.get("cups") && !invoice.cups.includes(q.get("cups")!.toUpperCase())) return false;
    if (q.get("cif") && invoice.nif !== q.get("cif")!.toUpperCase()) return false;
    if (q.get("invoice") && ![invoice.billNumber, shown(invoice), invoice.numeroFacturaUnica].includes(q.get("invoice")!.toUpperCase()))
      return false;
    if (min !== null && invoice.total.amount < Number(min)) return false;
    if (max !== null && invoice.total.amount > Number(max)) return false;
    return true;
  });
}

function search(db: readonly RawInvoice[], request: Request, extra: Record<string, string> = {}) {
  const q = new URL(request.url).searchParams;
  for (const [key, value] of Object.entries(extra)) q.set(key, value);
  return listAnswer(applyFilters(db, q), Number(q.get("start") ?? "1"), q.get("isDefaultQuery") === "true");
}

export interface InvoiceApiOptions {
  /** The amount slider's limits, or a failure (the sliders fall back to -10000..10000). */
  priceLimits?: [number, number] | "error";
  /** The isUnicaInvoicesAssociate answer, for sessions without a stored hasUnicasInvoices. */
  unicas?: { Electricidad: boolean; Gas: boolean };
  /** 'Importe pendiente' (payment.testing.ts); nothing owed by default. */
  owed?: PaymentStatus;
}

/** The invoice search calls over an in-memory list, on one API host. */
export function invoiceApi(
  base: string,
  db: readonly RawInvoice[],
  { priceLimits = [-20, 480], unicas, owed = NOTHING_OWED }: InvoiceApiOptions = {},
): RequestHandler[] {
  return [
    http.get(`${base}/ov/invoices/api/importe-pendiente`, () => HttpResponse.json(owed)),
    http.get(`${base}/ov/invoices/api/fullbilling`, ({ request }) => search(db, request)),
    http.get(`${base}/ov/invoices/api/filterfullbilling`, ({ request }) => search(db, request)),
    http.get(`${base}/ov/invoices/api/fullbilling/unicas/gas`, ({ request }) => search(db, request, { line: "gas", findUnicas: "true" })),
    http.get(`${base}/ov/invoices/api/searchOneInvoice`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      return listAnswer(applyFilters(db, new URLSearchParams({ invoice: q.get("invoice") ?? "" })), 1, false);
    }),
    http.get(`${base}/ov/invoices/api/getPriceMinAndMaxInvoice`, () =>
      priceLimits === "error"
        ? HttpResponse.json({ code: 500, message: "Error" }, { status: 500 })
        : HttpResponse.json({ minImportClientInvoice: priceLimits[0], maxImportClientInvoice: priceLimits[1] }),
    ),
    http.get(`${base}/ov/invoices/api/isUnicaInvoicesAssociate`, () =>
      HttpResponse.json({ FacturasUnicas: unicas ?? { Electricidad: false, Gas: false } }),
    ),
  ];
}

/** A file of `size` bytes with a content type (PDF, ZIP, XLSX…). */
export function fileAnswer(size: number, type: string) {
  return new HttpResponse(new Uint8Array(size), { headers: { "Content-Type": type } });
}

/** The stories' customer: electricity and gas invoices, some unified, one with proformas,
 * one miscellaneous ('VA') and one that cannot be downloaded. */
export function demoInvoices(): RawInvoice[] {
  const luz = makeInvoices({ line: "Electricidad", count: 6, newest: "2026-10-28" });
  luz[1] = { ...luz[1]!, serieFactura: "FE26", hasProformas: 2, Pdf: luz[1]!.Pdf!.replace("ENERGIA", "FE26") };
  luz[2] = { ...luz[2]!, facturaCategoria: "VA" };
  luz[3] = { ...luz[3]!, canDownload: null, Pdf: null };
  luz[0] = { ...luz[0]!, estado: "Pendiente" };
  luz[4] = { ...luz[4]!, estado: "Vencida" };
  const luzUnified = makeInvoices({ line: "Electricidad", count: 3, newest: "2026-10-15", firstNumber: 300_000, unified: true });
  const gas = makeInvoices({ line: "Gas", count: 4, newest: "2026-10-20" });
  gas[0] = { ...gas[0]!, hasProformas: 1 };
  gas[2] = { ...gas[2]!, estado: "Devuelta" };
  const gasUnified = makeInvoices({ line: "Gas", count: 2, newest: "2026-10-12", firstNumber: 600_000, unified: true });
  return [...luz, ...luzUnified, ...gas, ...gasUnified].sort((a, b) => b.launchDate.localeCompare(a.launchDate));
}
