"use client";

import * as React from "react";
import { useMessages } from "../../../core/react/portalHooks";
import { cn } from "../../../lib/cn";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { textsOf } from "../../../locales/texts";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { useFormState } from "../../../ui/form";
import { oneInvoiceFormSchema } from "./searchForm";

export interface OneInvoiceSearchProps {
  idPrefix: string;
  searching: boolean;
  onSearch(numero: string): void;
  hidden?: boolean;
}

/** 'Encontrar factura': one invoice number and its own 'Buscar'. */
export function OneInvoiceSearch({ idPrefix, searching, onSearch, hidden }: OneInvoiceSearchProps) {
  const messages = useMessages();
  const labels = textsOf(messages, invoiceListsArea).filters;
  const schema = React.useMemo(() => oneInvoiceFormSchema(labels.numeroFactura, messages), [labels.numeroFactura, messages]);
  const form = useFormState({ initialValues: { numero: "" }, schema });
  return (
    <form
      {...form.formProps}
      hidden={hidden}
      onSubmit={form.handleSubmit((_output, values) => onSearch(values.numero.trim()))}
      aria-label={labels.findInvoice}
      className={cn(hidden ? "ov:hidden" : "ov:flex", "ov:flex-col ov:gap-4 ov:sm:flex-row ov:sm:items-start")}
    >
      <TextField
        label={labels.numeroFactura}
        id={`${idPrefix}-numero`}
        autoComplete="off"
        required
        fieldClassName="ov:sm:w-80"
        {...form.field("numero")}
      />
      <Button type="submit" busy={searching} className="ov:sm:mt-6">
        {labels.search}
      </Button>
    </form>
  );
}
