"use client";

import { type Line, toOneLineText } from "@oficina-virtual/api-contract";
import * as React from "react";
import { useMessages } from "../../core/react/portalHooks";
import { toDmyDate } from "../../domain/dateRange";
import { invoicesArea } from "../../locales/es-ES/labels/invoices";
import { textsOf } from "../../locales/texts";
import { AmountRange, useAmountRange } from "../../ui/AmountRange";
import { Button } from "../../ui/Button";
import { DateRangePicker, useDateRange } from "../../ui/DateRangePicker";
import { TextField } from "../../ui/Field";
import { usePriceLimits } from "../shared/invoices/usePriceLimits";
import type { DatedSearch } from "./useInvoiceSearch";

export interface SearchFormProps {
  line: Line;
  codAbonado: string;
  /** The default query's earliest and latest invoice dates (or the initial search's): they
   * fill Desde and Hasta once. */
  span: { startDate: string; endDate: string } | null;
  initialFactura?: string | undefined;
  /** True while a search the user asked for is loading. */
  busy: boolean;
  onSearch: (search: DatedSearch) => void;
}

/** Desde/Hasta, invoice number and amount range, and 'Buscar' (part 2 §2.2, §5). The search
 * runs only when the dates pass the checks; typed values are never cleared. */
export function SearchForm({ line, codAbonado, span, initialFactura, busy, onSearch }: SearchFormProps) {
  const messages = useMessages();
  const texts = textsOf(messages, invoicesArea).search;
  const range = useDateRange({ variant: "invoices12Months" });
  const [factura, setFactura] = React.useState(initialFactura ?? "");
  const limits = usePriceLimits({ kind: "contract", line, contractCode: codAbonado });
  const amounts = useAmountRange(limits);

  // The default query's results set the range (part 2 §4), once: later searches keep what the user chose.
  const filled = React.useRef(false);
  const { reset } = range;
  React.useEffect(() => {
    if (filled.current || !span) return;
    filled.current = true;
    reset({ desde: toDmyDate(span.startDate), hasta: toDmyDate(span.endDate) });
  }, [span, reset]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = range.validate();
    if (!valid) return;
    onSearch({
      startDate: valid.startDate,
      endDate: valid.endDate,
      // A pasted tab or control character would make the API answer 400: it is dropped.
      factura: toOneLineText(factura) || undefined,
      ...(amounts.narrowed ? { minPrice: amounts.value[0], maxPrice: amounts.value[1] } : {}),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="ov:flex ov:flex-col ov:gap-4" aria-label={texts.title}>
      <DateRangePicker {...range.pickerProps} />
      <TextField
        label={texts.invoiceNumber}
        name="factura"
        value={factura}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => setFactura(event.target.value)}
        fieldClassName="ov:sm:max-w-sm"
      />
      <AmountRange min={limits.min} max={limits.max} value={amounts.value} onChange={amounts.setValue} disabled={limits.loading} />
      <Button type="submit" busy={busy} className="ov:self-start">
        {texts.search}
      </Button>
    </form>
  );
}
