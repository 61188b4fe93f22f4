"use client";

import * as React from "react";
import { useTexts } from "../../core/react/portalHooks";
import { invoiceListsArea } from "../../locales/es-ES/labels/invoiceLists";
import { Button } from "../../ui/Button";
import { SelectField, TextField } from "../../ui/Field";
import { ADMIN_LINES, type AdminLine } from "../shared/invoices/adminParams";
import { DateRangeFields } from "../shared/invoices/DateRangeFields";
import type { InvoiceFilters } from "../shared/invoices/searchParams";
import { type DateRangeText, useSearchForm } from "../shared/invoices/useSearchState";

export interface AdminFiltersProps {
  defaultRange: DateRangeText | null;
  searching: boolean;
  onSearch(filters: InvoiceFilters, line: AdminLine): void;
}

const ID = "ov-admininvoices";

/** Line (Gas, Electricidad, Todo), CIF, CUPS, Contrato, Número de factura, Desde, Hasta and 'Buscar'. */
export function AdminFilters({ defaultRange, searching, onSearch }: AdminFiltersProps) {
  const labels = useTexts(invoiceListsArea);
  const f = labels.filters;
  const textFields = React.useMemo(
    () => ({ cif: f.cif, cups: f.cups, contract: f.contrato, invoice: f.numeroFactura }),
    [f.cif, f.cups, f.contrato, f.numeroFactura],
  );
  const { form, datesTouched } = useSearchForm({ variant: "admin1Year", textFields, defaultRange });
  const [line, setLine] = React.useState<AdminLine>("Todo");
  const lineLabel = { Gas: labels.lines.gas, Electricidad: labels.lines.electricidad, Todo: labels.lines.todo };
  const text = (name: "cif" | "cups" | "contract" | "invoice") => ({ ...form.field(name), id: `${ID}-${name}`, autoComplete: "off" });
  return (
    <form
      {...form.formProps}
      onSubmit={form.handleSubmit((_output, values) => onSearch(values, line))}
      aria-label={f.heading}
      className="ov:grid ov:grid-cols-1 ov:gap-4 ov:sm:grid-cols-2 ov:lg:grid-cols-3"
    >
      <SelectField
        id={`${ID}-line`}
        label={f.linea}
        value={line}
        onChange={(event) => setLine(event.target.value as AdminLine)}
        options={ADMIN_LINES.map((value) => ({ value, label: lineLabel[value] }))}
      />
      <TextField label={f.cif} {...text("cif")} />
      <TextField label={f.cups} {...text("cups")} />
      <TextField label={f.contrato} {...text("contract")} />
      <TextField label={f.numeroFactura} {...text("invoice")} />
      <DateRangeFields form={form} variant="admin1Year" idPrefix={`${ID}-fechas`} onUserChange={datesTouched} />
      <div className="ov:flex ov:items-end ov:sm:col-span-2 ov:lg:col-span-3">
        <Button type="submit" busy={searching}>
          {f.search}
        </Button>
      </div>
    </form>
  );
}
