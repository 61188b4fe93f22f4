"use client";

import { cn } from "../../lib/cn";
import { CostThisMonthCard } from "../shared/insights";

export interface CostThisMonthProps {
  /** The contract (codAbonado); without it the widget offers the caller's contracts. */
  contractCode?: string;
  /** Level of the card's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * 'Tu consumo este mes' as a widget of its own (the home shows the same card): 'Llevas
 * gastado', 'Previsión de la factura', the same period a year earlier and the alert threshold.
 */
export function CostThisMonth({ contractCode, headingLevel = 2, className }: CostThisMonthProps) {
  return (
    <div className={cn("ov-root ov-cost-this-month-widget", className)} data-ov-widget="CostThisMonth">
      <CostThisMonthCard contractCode={contractCode} headingLevel={headingLevel} />
    </div>
  );
}
