"use client";

import type { Invoice, PaymentState } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { cn } from "../../../lib/cn";
import { paymentArea } from "../../../locales/es-ES/labels/payment";
import type { Column } from "../../../ui/Table";

// Colour and a word: the state is always written, so no one has to tell the tones apart.
const tones: Record<PaymentState, string> = {
  Pagada: "ov:border-success ov:bg-success-surface ov:text-success",
  Pendiente: "ov:border-accent ov:bg-surface-muted ov:text-text",
  Devuelta: "ov:border-danger ov:bg-danger-surface ov:text-danger",
  Vencida: "ov:border-danger ov:bg-danger-surface ov:text-danger",
};

/** 'Pagada', 'Pendiente', 'Devuelta' or 'Vencida', in the portal's language. */
export function PaymentStateBadge({ state, className }: { state: PaymentState; className?: string }) {
  const texts = useTexts(paymentArea);
  return <StateBadge state={state} label={texts.states[state]} className={className} />;
}

/** The badge with its text given: a list's rows read the texts once, not once per row. */
function StateBadge({ state, label, className }: { state: PaymentState; label: string; className?: string }) {
  return (
    <span
      data-slot="payment-state"
      data-state={state}
      className={cn(
        "ov:inline-block ov:whitespace-nowrap ov:rounded-full ov:border ov:px-2 ov:py-0.5 ov:text-xs ov:font-semibold",
        tones[state],
        className,
      )}
    >
      {label}
    </span>
  );
}

/**
 * The 'Estado' and 'Fecha de vencimiento' columns of an invoice list, after 'Importe Total':
 * both `title`, so a phone's card shows them beside the amount rather than in 'Más datos'.
 * A row whose answer carries no state (an older server) leaves both blank.
 */
export function usePaymentColumns<Row>(invoiceOf: (row: Row) => Pick<Invoice, "paymentState" | "dueDate">): Column<Row>[] {
  const texts = useTexts(paymentArea);
  const format = useFormat();
  return [
    {
      id: "paymentState",
      header: texts.stateColumn,
      role: "title",
      slot: "invoice-payment-state",
      cell: (row) => {
        const state = invoiceOf(row).paymentState;
        return state ? <StateBadge state={state} label={texts.states[state]} /> : null;
      },
    },
    {
      id: "dueDate",
      header: texts.dueDateColumn,
      role: "title",
      cellClassName: "ov:whitespace-nowrap",
      cell: (row) => {
        const due = invoiceOf(row).dueDate;
        return due ? format.date(due) : null;
      },
    },
  ];
}
