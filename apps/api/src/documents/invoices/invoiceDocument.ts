import type { BreakdownLine } from "@oficina-virtual/api-contract";
import type { Line } from "./format";

/** Everything an invoice document shows: the invoice, its contract and its holder. */
export interface InvoiceDocument {
  serie: string;
  numero: string;
  line: Line;
  launchDate: string;
  readingFrom: string;
  readingUntil: string;
  total: number;
  /** The invoice's IVA rate (0.21); absent in documents built without it (21 % assumed). */
  ivaRate?: number;
  currency: string;
  /** 'VA' = miscellaneous. */
  categoria: string;
  consumptionKwh: number;
  /** Consumption per period P1..P6 (gas: P1 only). */
  consumo: number[];
  /** Maxímetro P1..P6 in kW: the highest quarter-hour demand of each power period; null
   * where none was read (gas, a period the month does not have). */
  potenciaLeida: (number | null)[];
  isUnica: boolean;
  serieUnica: string | null;
  numeroUnica: string | null;
  proformaCount: number;
  holderName: string;
  taxId: string;
  /** Street, number and extension. */
  street: string;
  postalCode: string;
  city: string;
  province: string;
  cups: string;
  codAbonado: string;
  tarifa: string;
  accessFee: string;
  marca: string;
  /** Contracted power P1..P6 in kW (electricity). */
  potencias: number[];
  /** Gas only. */
  caudal: number | null;
  /** The invoice's lines as priced from its contract's prices (insights/explain.ts), adding up
   * to `total`; absent or null when they cannot be stated (the PDF then works backwards). */
  priced?: readonly BreakdownLine[] | null;
}
