"use client";

import { formatIban, type OwedInvoice, type PaymentStatus } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { fromCents } from "../../../domain/money";
import { paymentArea } from "../../../locales/es-ES/labels/payment";
import { formatMessage } from "../../../locales/format";
import { buttonClasses } from "../../../ui/Button";
import { useWhatToDo } from "./PaymentFacts";
import { PaymentStateBadge } from "./PaymentState";

const linkClass = buttonClasses("primary");

/** One unpaid invoice: its number, amount, state and due date, what to do, and 'Pagar' when
 * the retailer has a payment page (a plain link: the payment happens there, never here). */
function OwedRow({ invoice }: { invoice: OwedInvoice }) {
  const texts = useTexts(paymentArea);
  const format = useFormat();
  const whatToDo = useWhatToDo()(invoice.estado);
  const amount = format.amount(fromCents(invoice.amountCents), "EUR");
  return (
    <li className="ov:flex ov:flex-col ov:gap-1 ov:border-t ov:border-border ov:pt-2" data-slot="owed-invoice" data-state={invoice.estado}>
      <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-3 ov:gap-y-1">
        <span className="ov:font-semibold">{formatMessage(texts.owed.invoiceLabel, { invoice: invoice.referencia })}</span>
        <span className="ov:whitespace-nowrap ov:font-semibold">{amount}</span>
        <PaymentStateBadge state={invoice.estado} />
        <span className="ov:text-sm ov:text-text-muted">
          {texts.dueDateColumn}: {format.date(invoice.fechaVencimiento)}
        </span>
      </div>
      {whatToDo ? <p className="ov:text-sm ov:text-text">{whatToDo}</p> : null}
      {invoice.urlPago ? (
        <p>
          <a
            href={invoice.urlPago}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            aria-label={formatMessage(texts.owed.payLabel, { invoice: invoice.referencia, amount })}
            data-slot="pay-link"
          >
            {texts.owed.pay}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** The unpaid invoices and how to pay them by transfer: the retailer's account and the
 * reference to write (each invoice's number). */
export function OwedInvoices({ status }: { status: PaymentStatus }) {
  const texts = useTexts(paymentArea).owed;
  const references = status.invoices.map((invoice) => invoice.referencia).join(", ");
  const payPage = status.invoices.some((invoice) => invoice.urlPago);
  return (
    <div className="ov:flex ov:flex-col ov:gap-3">
      <ul className="ov:flex ov:flex-col ov:gap-2" aria-label={formatMessage(texts.made, { count: status.invoices.length })}>
        {status.invoices.map((invoice) => (
          <OwedRow key={`${invoice.serieFactura}-${invoice.numeroFactura}`} invoice={invoice} />
        ))}
      </ul>
      <div className="ov:rounded-[var(--ov-radius-control)] ov:bg-surface-muted ov:px-4 ov:py-3 ov:text-sm" data-slot="transfer">
        <p className="ov:font-semibold">{texts.howToPay}</p>
        <p>{formatMessage(texts.transfer, { holder: status.transfer.holder })}</p>
        <dl className="ov:mt-1 ov:grid ov:grid-cols-[auto_1fr] ov:gap-x-3 ov:gap-y-1">
          <dt className="ov:text-text-muted">{texts.iban}</dt>
          <dd className="ov:font-mono ov:break-all" data-slot="transfer-iban">
            {formatIban(status.transfer.iban)}
          </dd>
          <dt className="ov:text-text-muted">{texts.bank}</dt>
          <dd>{status.transfer.bank}</dd>
          <dt className="ov:text-text-muted">{texts.reference}</dt>
          <dd className="ov:font-mono" data-slot="transfer-reference">
            {references}
          </dd>
        </dl>
        {payPage ? <p className="ov:mt-2 ov:text-text-muted">{texts.payNote}</p> : null}
      </div>
    </div>
  );
}
