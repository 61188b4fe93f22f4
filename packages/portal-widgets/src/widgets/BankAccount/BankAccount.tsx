"use client";

import { cn } from "../../lib/cn";
import { BankAccountCard } from "../shared/bankAccount";

export interface BankAccountProps {
  /** The contract (codAbonado); without it the widget offers the caller's contracts. */
  contractCode?: string;
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * 'Cuenta bancaria' as a widget of its own ('Mi cuenta' shows the same card): the account a
 * contract's invoices are charged to, masked, the earlier ones, and the change with its SEPA
 * mandate.
 */
export function BankAccount({ contractCode, headingLevel = 2, className }: BankAccountProps) {
  return (
    <div className={cn("ov-root ov-bank-account-widget", className)} data-ov-widget="BankAccount">
      <BankAccountCard contractCode={contractCode} headingLevel={headingLevel} />
    </div>
  );
}
