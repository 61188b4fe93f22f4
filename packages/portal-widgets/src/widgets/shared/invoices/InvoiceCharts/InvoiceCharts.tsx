"use client";

import * as React from "react";
import { useTexts } from "../../../../core/react/portalHooks";
import { cn } from "../../../../lib/cn";
import { invoicesArea } from "../../../../locales/es-ES/labels/invoices";
import { InvoiceChart, type InvoiceChartKind, type InvoiceChartProps } from "./InvoiceChart";

export interface InvoiceChartsProps extends Omit<InvoiceChartProps, "kind" | "title"> {
  /** The chart shown first; 'Consumo' by default. */
  defaultKind?: InvoiceChartKind;
  /** Controlled kind (with onKindChange). */
  kind?: InvoiceChartKind;
  onKindChange?: (kind: InvoiceChartKind) => void;
  className?: string;
}

const toggleShape =
  "ov:inline-flex ov:min-h-10 ov:items-center ov:border ov:px-4 ov:text-sm ov:font-semibold ov:first:rounded-l-[var(--ov-radius-control)] ov:last:rounded-r-[var(--ov-radius-control)]";
// One complete colour set per state.
const toggleOn = "ov:border-primary ov:bg-primary ov:text-primary-contrast ov:hover:bg-primary-hover";
const toggleOff = "ov:border-border ov:bg-surface ov:text-text ov:hover:bg-surface-muted";

/** 'Consumo' and 'Importes' buttons over one InvoiceChart (per-contract screen, §2.2). */
export function InvoiceCharts({ defaultKind = "consumption", kind: controlled, onKindChange, className, ...chart }: InvoiceChartsProps) {
  const texts = useTexts(invoicesArea).charts;
  const [own, setOwn] = React.useState<InvoiceChartKind>(defaultKind);
  const kind = controlled ?? own;
  const choose = (next: InvoiceChartKind) => {
    setOwn(next);
    onKindChange?.(next);
  };
  return (
    <div data-slot="invoice-charts" className={cn("ov-invoice-charts ov:flex ov:flex-col ov:gap-3", className)}>
      <div role="group" aria-label={texts.chartType} className="ov:flex">
        {(["consumption", "amounts"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={kind === option}
            className={cn(toggleShape, kind === option ? toggleOn : toggleOff)}
            onClick={() => choose(option)}
          >
            {option === "consumption" ? texts.consumption : texts.amounts}
          </button>
        ))}
      </div>
      <InvoiceChart {...chart} kind={kind} title={kind === "consumption" ? texts.consumptionTitle : texts.amountTitle} />
    </div>
  );
}
