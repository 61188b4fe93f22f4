import type { Line } from "./common";
import type { PaymentState } from "./payment";

/** The tariff periods an invoice reports consumption for. */
export type InvoicePeriod = "P1" | "P2" | "P3" | "P4" | "P5" | "P6";

/**
 * An invoice as a client hands it to its callers, whichever call brought it: the fullbilling
 * family (fullbilling, filterfullbilling, searchOneInvoice, the unified gas list) or one
 * contract's list (contractCode/invoices, its charts). The wire names differ between the two
 * (billNumber/factura, launchDate/fechaFactura, total.amount/total.importe, Pdf/pdf...); the
 * route readers (`readInvoiceSearch`, `readContractInvoices`) map both onto these names. A
 * field the call does not carry is null.
 */
export interface Invoice {
  line: Line;
  /** 'ENERGIA' is not prefixed to the number shown; other series are. */
  series: string;
  number: string;
  /** The issue date, as the server writes it. */
  issueDate: string;
  amount: number;
  currency: string;
  /** The billing period (the readings' dates). */
  periodFrom: string | null;
  periodUntil: string | null;
  /** 'VA' = miscellaneous. */
  category: string | null;
  /** A unified invoice ('unificada', or part of a 'factura única'). */
  isUnified: boolean;
  /** The 'factura única' it belongs to, when the answer names it. */
  unifiedSeries: string | null;
  unifiedNumber: string | null;
  /** The download flag; false when the answer left it null or empty ('PDF No disponible'). */
  canDownload: boolean;
  /** The PDF's download path (see invoicePdfPath). */
  pdfPath: string | null;
  /** How many proformas the invoice has. */
  proformaCount: number;
  /** 'Estado' and 'Fecha de vencimiento' (ours, schemas/payment); null when the answer has none. */
  paymentState: PaymentState | null;
  dueDate: string | null;
  // The fullbilling family only:
  taxId: string | null;
  address: string | null;
  contract: string | null;
  contractCode: string | null;
  cups: string | null;
  // One contract's list only:
  /** Total kWh (the answer's consumoKwh, else TotalConsumoEnergiaActiva). */
  consumptionKwh: number | null;
  /** kWh per tariff period. */
  consumptionByPeriod: Record<InvoicePeriod, number | null>;
  tariff: string | null;
}

/** The fullbilling family's answer as a client reads it. */
export interface InvoiceSearchResult {
  invoices: Invoice[];
  /** Fullbilling.total, found by line rather than by position. */
  totals: { all: number; electricidad: number; gas: number };
}

/** One contract's invoices as a client reads them. */
export interface ContractInvoiceList {
  /** Empty when the answer says 'No se han encontrado datos del titular.'. */
  invoices: Invoice[];
  /** Every match, across pages (Invoices.total.total). */
  total: number;
}

/** The per-period fields no fullbilling invoice carries. */
export const NO_PERIOD_CONSUMPTION: Readonly<Record<InvoicePeriod, null>> = Object.freeze({
  P1: null,
  P2: null,
  P3: null,
  P4: null,
  P5: null,
  P6: null,
});
