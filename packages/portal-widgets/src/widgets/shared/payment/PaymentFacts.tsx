"use client";

import type { PaymentState } from "@oficina-virtual/api-contract";
import { useTexts } from "../../../core/react/portalHooks";
import { useFormat } from "../../../core/react/useFormat";
import { cn } from "../../../lib/cn";
import { paymentArea } from "../../../locales/es-ES/labels/payment";
import { PaymentStateBadge } from "./PaymentState";

/** What the customer should do about an unpaid invoice, by its state; nothing once paid. */
export function useWhatToDo() {
  const texts = useTexts(paymentArea).owed;
  return (state: PaymentState): string | null =>
    state === "Devuelta" ? texts.returned : state === "Vencida" ? texts.overdue : state === "Pendiente" ? texts.pending : null;
}

/** An invoice's 'Estado' and 'Fecha de vencimiento' as a definition list (the breakdown, the
 * home's invoice); a returned or overdue invoice also says what to do. */
export function PaymentFacts({ state, dueDate, className }: { state: PaymentState; dueDate: string; className?: string }) {
  const texts = useTexts(paymentArea);
  const format = useFormat();
  const whatToDo = useWhatToDo()(state);
  return (
    <div className={cn("ov:flex ov:flex-col ov:gap-2", className)} data-slot="payment-facts" data-state={state}>
      <dl className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-6 ov:gap-y-1 ov:text-sm">
        <div className="ov:flex ov:items-center ov:gap-2">
          <dt className="ov:font-semibold ov:text-text-muted">{texts.stateColumn}</dt>
          <dd>
            <PaymentStateBadge state={state} />
          </dd>
        </div>
        <div className="ov:flex ov:items-center ov:gap-2">
          <dt className="ov:font-semibold ov:text-text-muted">{texts.dueDateColumn}</dt>
          <dd>{format.date(dueDate)}</dd>
        </div>
      </dl>
      {whatToDo && state !== "Pendiente" ? <p className="ov:text-sm ov:text-text">{whatToDo}</p> : null}
    </div>
  );
}
