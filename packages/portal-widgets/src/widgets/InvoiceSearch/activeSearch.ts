import type { Formatters } from "../../domain/format";
import type { ActiveFilter } from "../../ui/FilterDisclosure";
import { amountRangeText } from "../shared/invoices/activeFilters";
import type { DatedSearch } from "./useInvoiceSearch";

export interface ActiveSearchLabels {
  desde: string;
  hasta: string;
  invoiceNumber: string;
  amountRange: string;
}

/** The contract's search on show, for the folded 'Filtrar' line: none for the default query
 * (its last 10 invoices), else the dates, the number and the amounts asked for. */
export function activeSearchFilters(
  search: DatedSearch | null,
  labels: ActiveSearchLabels,
  format: Pick<Formatters, "amount" | "date">,
): ActiveFilter[] {
  if (!search) return [];
  const active: ActiveFilter[] = [
    { label: labels.desde, value: format.date(search.startDate) },
    { label: labels.hasta, value: format.date(search.endDate) },
  ];
  if (search.factura) active.push({ label: labels.invoiceNumber, value: search.factura });
  if (search.minPrice !== undefined && search.maxPrice !== undefined) {
    active.push({ label: labels.amountRange, value: amountRangeText(format, search.minPrice, search.maxPrice) });
  }
  return active;
}
