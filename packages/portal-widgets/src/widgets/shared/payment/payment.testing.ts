// 'Importe pendiente' answers for the stories and tests; not exported from the library.
import { COMPANY, type OwedInvoice, type PaymentStatus } from "@oficina-virtual/api-contract";
import { HttpResponse, http, type RequestHandler } from "msw";

const transfer = { iban: COMPANY.transferIban, bank: COMPANY.transferBank, holder: COMPANY.name };

export const NOTHING_OWED: PaymentStatus = { totalCents: 0, currency: "EUR", invoices: [], transfer };

const owedInvoice = (numero: string, estado: OwedInvoice["estado"], amountCents: number, due: string): OwedInvoice => ({
  line: "Electricidad",
  serieFactura: "ENERGIA",
  numeroFactura: numero,
  contractCode: "100004",
  estado,
  fechaFactura: "2026-10-05",
  fechaVencimiento: due,
  amountCents,
  referencia: numero,
  urlPago: null,
});

/** What is owed: the invoices, and the total as the server sums them (exact cents). */
export function owedStatus(invoices: OwedInvoice[]): PaymentStatus {
  return { ...NOTHING_OWED, invoices, totalCents: invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0) };
}

export const PENDING = owedInvoice("2026100104", "Pendiente", 5444, "2026-11-22");
export const RETURNED = owedInvoice("2026080104", "Devuelta", 6901, "2026-08-25");
export const OVERDUE = owedInvoice("2026090104", "Vencida", 4810, "2026-09-25");

/** The demo customer's: one pending, one returned (the seed's). */
export const DEMO_OWED = owedStatus([RETURNED, PENDING]);

/** The same with the retailer's payment page configured (PAYMENT_URL_TEMPLATE). */
export const withPayLinks = (status: PaymentStatus): PaymentStatus => ({
  ...status,
  invoices: status.invoices.map((invoice) => ({
    ...invoice,
    urlPago: `https://pagos.example.es/pagar?factura=${invoice.referencia}&importe=${(invoice.amountCents / 100).toFixed(2)}`,
  })),
});

export const paymentHandler = (base: string, answer: PaymentStatus | "error" | "loading"): RequestHandler =>
  http.get(`${base}/ov/invoices/api/importe-pendiente`, async () => {
    if (answer === "loading") return new Promise<never>(() => {});
    if (answer === "error") return HttpResponse.json({ code: 500, mensaje: "Error" }, { status: 500 });
    return HttpResponse.json(answer);
  });
