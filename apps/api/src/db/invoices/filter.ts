import type { Line } from "@oficina-virtual/api-contract";

/** Page size of every invoice list (part 2 §9). */
export const PAGE_SIZE = 10;

/** The invoice filters of every search and download, already parsed by the contract. */
export interface InvoiceFilter {
  /** Launch date range, YYYY-MM-DD, both ends included. */
  from?: string;
  until?: string;
  /** codAbonado (or the SICOM contract code), exact. */
  contract?: string;
  /** A CUPS or a fragment of one. */
  cups?: string;
  /** An invoice number, with or without its series prefix (also a unified invoice's number). */
  invoice?: string;
  /** The holder's tax id. */
  cif?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only this line. */
  line?: Line;
  /** Leave this line out. */
  lineRemover?: Line;
  /** 'only': unified/única invoices (findUnicas); 'exclude': the others (a simple list when
   * the customer's unified invoices are shown apart, hasUnicasInvoices). */
  unified?: "only" | "exclude";
  /** One contract (per-contract calls, resolved through findCallerContract first). */
  contractId?: number;
  /** Only invoices whose PDF can be downloaded (the ZIP archives). */
  downloadable?: boolean;
}

export interface ParsedSearch {
  filter: InvoiceFilter;
  /** The default query: the last 10 invoices, no dates, no paging. */
  isDefault: boolean;
  page: number;
}
