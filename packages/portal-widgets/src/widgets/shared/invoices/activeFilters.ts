import type { Formatters } from "../../../domain/format";
import type { invoiceListsArea } from "../../../locales/es-ES/labels/invoiceLists";
import type { ActiveFilter } from "../../../ui/FilterDisclosure";
import type { SearchRequest } from "./searchParams";

type FilterLabels = (typeof invoiceListsArea)["spanish"]["filters"];

/** The amount range as the slider shows it: '10,00 € – 80,00 €'. */
export const amountRangeText = (format: Pick<Formatters, "amount">, min: number, max: number) =>
  `${format.amount(min, "EUR")} – ${format.amount(max, "EUR")}`;

/**
 * The filters of the search on show, for the folded 'Filtrar' line: each under its form
 * label, blanks left out. The first load's default query has none; 'Encontrar factura' has
 * its number. Dates stay as typed (DD-MM-YYYY), as the fields hold them.
 */
export function activeInvoiceFilters(
  request: SearchRequest,
  labels: FilterLabels,
  format: Pick<Formatters, "amount">,
  extra: readonly ActiveFilter[] = [],
): ActiveFilter[] {
  if (request.kind === "default") return [...extra];
  if (request.kind === "one") return [{ label: labels.numeroFactura, value: request.invoice }];
  const { filters } = request;
  const texts: [string, string | undefined][] = [
    [labels.desde, filters.desde],
    [labels.hasta, filters.hasta],
    [labels.cif, filters.cif],
    [labels.cups, filters.cups],
    [labels.contrato, filters.contract],
    [labels.numeroFactura, filters.invoice],
  ];
  const active = texts.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined) {
    active.push({ label: labels.amountRange, value: amountRangeText(format, filters.minPrice, filters.maxPrice) });
  }
  return [...extra, ...active];
}
