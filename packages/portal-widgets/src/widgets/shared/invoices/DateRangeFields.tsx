import { useTexts } from "../../../core/react/portalHooks";
import type { DateRangeVariant } from "../../../domain/dateRange";
import { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import { DateRangePicker } from "../../../ui/DateRangePicker";
import type { useFormState } from "../../../ui/form";
import type { SearchFormValues } from "./searchForm";

type SearchForm = ReturnType<typeof useFormState<SearchFormValues, unknown>>;

/**
 * Desde/Hasta wired to a search form's state, so the dates are checked with the other
 * fields: a picked or cleared day at once, a typed one on blur, both on 'Buscar' (which
 * focuses the first field in error, dates first).
 */
export function DateRangeFields({
  form,
  variant,
  idPrefix,
  onUserChange,
}: {
  form: SearchForm;
  variant: DateRangeVariant;
  idPrefix: string;
  /** The user typed, picked or cleared a date. */
  onUserChange?: () => void;
}) {
  const labels = useTexts(invoiceListsArea).filters;
  return (
    <DateRangePicker
      id={idPrefix}
      labels={{ desde: labels.desde, hasta: labels.hasta }}
      variant={variant}
      value={{ desde: form.values.desde, hasta: form.values.hasta }}
      errors={{ desde: form.errors.desde, hasta: form.errors.hasta }}
      onChange={(next, change) => {
        onUserChange?.();
        form.setValue("desde", next.desde);
        form.setValue("hasta", next.hasta);
        if (change.source !== "input") form.field(change.field).onBlur();
      }}
      onBlur={(field) => form.field(field).onBlur()}
      className="ov:sm:col-span-2"
    />
  );
}

export type { SearchForm };
