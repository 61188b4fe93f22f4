type Part = string | number | null | undefined;

const text = (value: Part) => (value === null || value === undefined ? "" : String(value).trim());

/**
 * The invoice number as the customer sees it: the series prefixed to the number,
 * except for the series 'ENERGIA' (any case) or no series, which show the number alone.
 * invoiceNumber('FE24', '000123') → 'FE24000123'; invoiceNumber('ENERGIA', 123) → '123'.
 */
export function invoiceNumber(serieFactura: Part, number: Part): string {
  const series = text(serieFactura);
  const showSeries = series !== "" && series.toUpperCase() !== "ENERGIA";
  return `${showSeries ? series : ""}${text(number)}`;
}

/**
 * 'Factura-{series}{number}.pdf', with the series shown by the same rule as on
 * screen, so an 'ENERGIA' invoice saves as 'Factura-123.pdf'.
 */
export function invoiceFileName(serieFactura: Part, number: Part): string {
  return `Factura-${invoiceNumber(serieFactura, number)}.pdf`;
}
