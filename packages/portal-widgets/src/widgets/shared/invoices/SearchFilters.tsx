"use client";

import * as React from "react";
import { useTexts } from "../../../core/react/portalHooks";
import type { DateRangeVariant } from "../../../domain/dateRange";
import { cn } from "../../../lib/cn";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { AmountRange, useAmountRange } from "../../../ui/AmountRange";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { DateRangeFields } from "./DateRangeFields";
import type { InvoiceFilters } from "./searchParams";
import { usePriceLimits } from "./usePriceLimits";
import { type DateRangeText, useSearchForm } from "./useSearchState";

export interface SearchFiltersProps {
  variant: DateRangeVariant;
  idPrefix: string;
  defaultRange: DateRangeText | null;
  /** A search is on its way: 'Buscar' shows progress and cannot send twice. */
  searching: boolean;
  onSearch(filters: InvoiceFilters): void;
  hidden?: boolean;
}

/** Desde, Hasta, Contrato, CUPS, Número de factura, 'Rango importes' in € and 'Buscar'. */
export function SearchFilters({ variant, idPrefix, defaultRange, searching, onSearch, hidden }: SearchFiltersProps) {
  const labels = useTexts(invoiceListsArea).filters;
  const textFields = React.useMemo(
    () => ({ contract: labels.contrato, cups: labels.cups, invoice: labels.numeroFactura }),
    [labels.contrato, labels.cups, labels.numeroFactura],
  );
  const { form, datesTouched } = useSearchForm({ variant, textFields, defaultRange });
  const limits = usePriceLimits({ kind: "all" });
  const amount = useAmountRange(limits);
  const text = (name: "contract" | "cups" | "invoice") => ({ ...form.field(name), id: `${idPrefix}-${name}`, autoComplete: "off" });

  return (
    <form
      {...form.formProps}
      hidden={hidden}
      onSubmit={form.handleSubmit((_output, values) =>
        onSearch({
          ...values,
          // The full range is no amount filter: invoices beyond a fallback range stay in.
          ...(amount.narrowed ? { minPrice: amount.value[0], maxPrice: amount.value[1] } : {}),
        }),
      )}
      aria-label={labels.heading}
      // The hidden form keeps its values while 'Encontrar factura' is on.
      className={cn(hidden ? "ov:hidden" : "ov:grid", "ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2 ov:lg:grid-cols-3")}
    >
      <DateRangeFields form={form} variant={variant} idPrefix={`${idPrefix}-fechas`} onUserChange={datesTouched} />
      <TextField label={labels.contrato} {...text("contract")} />
      <TextField label={labels.cups} {...text("cups")} />
      <TextField label={labels.numeroFactura} {...text("invoice")} />
      <div className="ov:sm:col-span-2">
        <AmountRange
          min={limits.min}
          max={limits.max}
          value={amount.value}
          onChange={amount.setValue}
          label={labels.amountRange}
          id={`${idPrefix}-importes`}
        />
      </div>
      <div className="ov:flex ov:items-end ov:sm:col-span-2 ov:lg:col-span-3">
        <Button type="submit" busy={searching}>
          {labels.search}
        </Button>
      </div>
    </form>
  );
}
