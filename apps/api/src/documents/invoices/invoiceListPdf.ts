import { BRAND_COLOR } from "../pdfBrand";
import { countOf, formatAmount, formatDate, invoiceNumber } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";
import { drawTable, renderPdf } from "./pdfKit";

export interface InvoiceListOptions {
  /** 'Electricidad' or 'Gas' ('facturas {line}.pdf'). */
  line: string;
  /** Today, YYYY-MM-DD (creation date and the 'generated on' line). */
  today: string;
  /** A human summary of the filters ('Desde 01/03/2024 hasta 28/02/2025'). */
  filters?: string;
}

/** The all-invoices PDF: one table of the filtered invoices of a line, with count and sum. */
export function renderInvoiceListPdf(invoices: InvoiceDocument[], options: InvoiceListOptions): Promise<Buffer> {
  return renderPdf({ title: `Facturas ${options.line}`, date: options.today, landscape: true }, (doc) => {
    doc.font("Helvetica-Bold").fontSize(16).fillColor(BRAND_COLOR).text(`Facturas ${options.line}`);
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#555555")
      .text(`Generado el ${formatDate(options.today)}`);
    if (options.filters) doc.text(options.filters);
    doc.fillColor("#000000").moveDown(0.6);

    const totals = new Map<string, number>();
    for (const invoice of invoices) {
      totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + Math.round(invoice.total * 100));
    }
    const rows = invoices.map((invoice) => [
      invoiceNumber(invoice.serie, invoice.numero),
      formatDate(invoice.launchDate),
      invoice.taxId,
      invoice.codAbonado,
      invoice.cups,
      `${invoice.street}, ${invoice.city}`,
      formatDate(invoice.readingFrom),
      formatDate(invoice.readingUntil),
      invoice.categoria === "VA" ? "Varios" : invoice.isUnica ? "Unificada" : "",
      formatAmount(invoice.total, invoice.currency),
    ]);
    const sum = [...totals].map(([currency, cents]) => formatAmount(cents / 100, currency)).join(" + ") || formatAmount(0);
    rows.push([countOf(invoices.length, "factura", "facturas"), "", "", "", "", "", "", "", "Total", sum]);
    drawTable(
      doc,
      [
        { header: "Número", width: 78 },
        { header: "Fecha", width: 62 },
        { header: "NIF", width: 58 },
        { header: "Contrato", width: 52 },
        { header: "CUPS", width: 118 },
        { header: "Dirección", width: 150 },
        { header: "Desde", width: 58 },
        { header: "Hasta", width: 58 },
        { header: "Tipo", width: 50 },
        { header: "Importe", width: 77, align: "right" },
      ],
      rows,
      { boldLast: true },
    );
  });
}
