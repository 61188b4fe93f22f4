import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../context";
import { findCorrespondence } from "../db/preferences/preferences";
import { invoices, users } from "../db/schema";
import type { ContractRow } from "../scope";
import { invoiceIssuedMail } from "./invoiceMail";
import { sendMail } from "./outbox";
import { recipientOf } from "./recipient";

/*
 * The one place a new invoice is announced. Invoices reach the database from the billing
 * system (the demo seed stands in for it, in bulk, and announces nothing); whatever issues one
 * calls this afterwards. Only a paperless contract ('Factura electrónica') is announced, to
 * each customer account of the holder that wants the 'new invoice' notice, in that account's
 * language. A contract on paper gets its invoice by post (the postal address), no e-mail.
 */
export async function announceInvoice(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  contract: ContractRow,
  invoice: { serie: string; numero: string; launchDate: string; totalAmount: string },
): Promise<number> {
  if (!(await findCorrespondence(deps.db, contract)).paperless) return 0;
  const holders = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.role, "customer"), eq(users.taxId, contract.holderTaxId)))
    .limit(20);
  let sent = 0;
  for (const user of holders) {
    const recipient = await recipientOf(deps.db, user.id);
    if (!recipient.notices.newInvoice) continue;
    const facts = {
      to: user.email,
      firstName: user.firstName,
      codAbonado: contract.codAbonado,
      line: contract.line,
      invoiceNumber: `${invoice.serie}${invoice.numero}`,
      issuedOn: invoice.launchDate,
      amountCents: Math.round(Number(invoice.totalAmount) * 100),
      publicUrl: deps.config.publicUrl,
    };
    await sendMail(deps, invoiceIssuedMail(facts, recipient.language));
    sent++;
  }
  return sent;
}

/** The contract's newest invoice, for the demo's 'issue' of it (routes/dev). */
export async function newestInvoice(deps: Pick<AppDeps, "db">, contractId: number) {
  const [row] = await deps.db
    .select({ serie: invoices.serie, numero: invoices.numero, launchDate: invoices.launchDate, totalAmount: invoices.totalAmount })
    .from(invoices)
    .where(eq(invoices.contractId, contractId))
    .orderBy(desc(invoices.launchDate), desc(invoices.id))
    .limit(1);
  return row ?? null;
}
