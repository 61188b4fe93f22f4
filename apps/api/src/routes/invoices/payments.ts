import { COMPANY, centsOf, type OwedInvoice, type PaymentStatus, paymentStateOf, routes } from "@oficina-virtual/api-contract";
import type { RoutePlugin } from "../../context";
import { type UnpaidRow, unpaidInvoices } from "../../db/invoices/payments";
import { invoiceNumber } from "../../documents/invoices/format";
import { mountRoute } from "../../http/contractRoute";
import { findCallerContract } from "../../scope";
import { today } from "./search";

/** The retailer's payment page for one invoice: the template's `{factura}` and `{importe}`
 * (euros with a dot, '54.44') filled in and encoded. Only a link: the customer pays there. */
export function paymentUrl(template: string | undefined, reference: string, amountCents: number): string | null {
  if (!template) return null;
  return template
    .replaceAll("{factura}", encodeURIComponent(reference))
    .replaceAll("{importe}", encodeURIComponent((amountCents / 100).toFixed(2)));
}

function owedInvoice(row: UnpaidRow, day: string, template: string | undefined): OwedInvoice | null {
  const estado = paymentStateOf(row.paymentState, row.dueDate, day);
  if (estado === "Pagada") return null;
  const amountCents = centsOf(row.totalAmount);
  const referencia = invoiceNumber(row.serie, row.numero);
  return {
    line: row.line,
    serieFactura: row.serie,
    numeroFactura: row.numero,
    contractCode: row.codAbonado,
    estado,
    fechaFactura: row.launchDate,
    fechaVencimiento: row.dueDate,
    amountCents,
    referencia,
    urlPago: paymentUrl(template, referencia, amountCents),
  };
}

/** paymentStatus: 'Importe pendiente', the caller's unpaid invoices (or one of the caller's
 * contracts': someone else's answers 404) and their exact sum in cents. */
export const paymentRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.paymentStatus, async ({ caller, query }): Promise<PaymentStatus> => {
    const contract = query.contractCode === undefined ? undefined : await findCallerContract(deps.db, caller, query.contractCode);
    const rows = await unpaidInvoices(deps.db, caller, contract?.id);
    const day = today(deps);
    const invoices = rows.flatMap((row) => owedInvoice(row, day, deps.config.paymentUrlTemplate) ?? []);
    return {
      totalCents: invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0),
      currency: rows[0]?.currency ?? "EUR",
      invoices,
      transfer: { iban: COMPANY.transferIban, bank: COMPANY.transferBank, holder: COMPANY.name },
    };
  });
};
