// Test helper of the invoice screens' one-range rule: the unified list answering after the
// simple one, the three exports answered with files, and the dates each export sent.
import { delay, http, type RequestHandler } from "msw";
import type { SeenUrl } from "./invoiceRequests.testing";
import { fileAnswer } from "./invoices.testing";

const UNIFIED_LATE_MS = 400;

/** The unified list (findUnicas, or the gas screen's unicas/gas) answers late: the handler
 * waits and falls through to the data handlers after it. */
export function lateUnifiedList(base: string): RequestHandler[] {
  const late = async ({ request }: { request: Request }) => {
    const q = new URL(request.url).searchParams;
    if (q.get("findUnicas") === "true" || new URL(request.url).pathname.endsWith("/unicas/gas")) await delay(UNIFIED_LATE_MS);
    return undefined;
  };
  return [http.get(`${base}/ov/invoices/api/fullbilling`, late), http.get(`${base}/ov/invoices/api/fullbilling/unicas/gas`, late)];
}

/** Files for the line's Excel, PDF and ZIP exports. */
export function exportFiles(base: string, line: "Electricidad" | "Gas"): RequestHandler[] {
  return [
    http.get(`${base}/ov/invoices/api/${line}`, () => fileAnswer(2_000, "application/vnd.ms-excel")),
    http.get(`${base}/ov/invoices/api/fullbilling/allinPDF/${line}`, () => fileAnswer(2_000, "application/pdf")),
    http.get(`${base}/ov/invoices/api/fullbilling/allinRar/${line}`, () => fileAnswer(2_000, "application/zip")),
  ];
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the fields' format. */
const asField = (iso: string | null) => (iso ? iso.split("-").reverse().join("-") : null);

/** The dates (as the fields write them) each export of the line sent, Excel, PDF, ZIP. */
export function exportDates(seen: readonly SeenUrl[], line: "Electricidad" | "Gas") {
  const paths = [
    `/ov/invoices/api/${line}`,
    `/ov/invoices/api/fullbilling/allinPDF/${line}`,
    `/ov/invoices/api/fullbilling/allinRar/${line}`,
  ];
  return paths.map((path) => {
    const request = seen.find((r) => r.url.pathname === path);
    return request
      ? { desde: asField(request.url.searchParams.get("startDate")), hasta: asField(request.url.searchParams.get("endDate")) }
      : null;
  });
}
