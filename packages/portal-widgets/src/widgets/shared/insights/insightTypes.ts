/** Which invoice an insight is about: every invoice row carries these. */
export interface InvoiceRef {
  series: string;
  number: string;
  /** The number as the row shows it ('Desglose de la factura {número}'). */
  shownNumber: string;
}

/** The comparison's other invoice: the previous one, or the same month a year earlier. */
export type ComparisonTarget = "previous" | "yearAgo";
