"use client";

import { cn } from "../../lib/cn";
import { Card } from "../../ui/Card";
import { OwedSummary } from "../shared/payment";

export interface PaymentStatusProps {
  /** One of the customer's contracts (codAbonado); all of them when absent. */
  contractCode?: string;
  /** Level of the heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * 'Importe pendiente' as a widget of its own (the home shows it under 'Tu última factura'),
 * for a CMS page as `<ov-payment-status>`: the amount owed, the unpaid invoices with their
 * state and due date, how to pay them by transfer and, when the retailer has a payment page,
 * 'Pagar'. Unlike the home it also says when nothing is owed.
 */
export function PaymentStatus({ contractCode, headingLevel = 2, className }: PaymentStatusProps) {
  return (
    <div className={cn("ov-root ov-payment-status-widget", className)} data-ov-widget="PaymentStatus">
      <Card>
        <OwedSummary contractCode={contractCode} headingLevel={headingLevel} />
      </Card>
    </div>
  );
}
