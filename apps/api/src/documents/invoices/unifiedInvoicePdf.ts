import { formatAmount, formatDate, formatKwh, invoiceNumber } from "./format";
import type { InvoiceDocument } from "./invoiceDocument";
import { drawTable, heading, ISSUER_BOX, infoBoxes, renderPdf } from "./pdfKit";

export interface UnifiedInvoiceDocument {
  serie: string;
  numero: string;
  line: InvoiceDocument["line"];
  holderName: string;
  taxId: string;
  members: InvoiceDocument[];
}

/** A unified invoice: issuer and holder, the table of the invoices it groups, and its
 * total. The issuer is the retailer of every other document (COMPANY). */
export function renderUnifiedInvoicePdf(unified: UnifiedInvoiceDocument): Promise<Buffer> {
  const number = invoiceNumber(unified.serie, unified.numero);
  const launch = unified.members.reduce((latest, m) => (m.launchDate > latest ? m.launchDate : latest), "");
  const total = unified.members.reduce((sum, m) => sum + Math.round(m.total * 100), 0) / 100;
  const currency = unified.members[0]?.currency ?? "EUR";
  return renderPdf({ title: `Factura unificada ${number}`, date: launch }, (doc) => {
    doc
      .font("Helvetica-Bold")
      .fontSize(15)
      .text(`FACTURA UNIFICADA DE ${unified.line === "Gas" ? "GAS NATURAL" : "ELECTRICIDAD"}`);
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#333333")
      .text(`Nº ${number} · Emitida el ${formatDate(launch)}`)
      .fillColor("#000000")
      .moveDown(0.6);
    infoBoxes(doc, [
      ISSUER_BOX,
      {
        title: "Titular",
        rows: [
          ["", unified.holderName],
          ["NIF", unified.taxId],
        ],
      },
    ]);
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(`Total a pagar: ${formatAmount(total, currency)}`);
    heading(doc, `Facturas incluidas (${unified.members.length})`);
    const rows = unified.members.map((m) => [
      invoiceNumber(m.serie, m.numero),
      m.codAbonado,
      m.cups,
      `${formatDate(m.readingFrom)} - ${formatDate(m.readingUntil)}`,
      formatKwh(m.consumptionKwh),
      formatAmount(m.total, m.currency),
    ]);
    rows.push(["Total", "", "", "", "", formatAmount(total, currency)]);
    drawTable(
      doc,
      [
        { header: "Número", width: 80 },
        { header: "Contrato", width: 60 },
        { header: "CUPS", width: 125 },
        { header: "Periodo", width: 110 },
        { header: "Consumo", width: 70, align: "right" },
        { header: "Importe", width: 70, align: "right" },
      ],
      rows,
      { boldLast: true },
    );
  });
}
