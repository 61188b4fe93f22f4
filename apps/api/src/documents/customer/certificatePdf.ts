import { COMPANY } from "@oficina-virtual/api-contract";
import { type ContractDocument, contractAddress } from "./contractPdf";
import { createPdf, formatDate, formatNumber, longDate, monthName, pdfToBuffer, table } from "./letterhead";

export interface CertificateInvoice {
  serie: string;
  numero: string;
  /** YYYY-MM-DD */
  launchDate: string;
  readingFrom: string;
  readingUntil: string;
  consumptionKwh: number;
}

export interface CertificateDocument {
  contract: Pick<ContractDocument, "codAbonado" | "line" | "holder" | "cups" | "address" | "tarifa">;
  /** The period asked for, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The invoices issued in the period, oldest first. */
  invoices: readonly CertificateInvoice[];
}

/** 'ENERGIA' is not prefixed to the number; other series are (part 2 §3). */
export const invoiceLabel = (serie: string, numero: string) => (serie === "ENERGIA" ? numero : `${serie}${numero}`);

/**
 * The certified consumption certificate ('Certificado-{contract}.pdf'): the retailer's
 * who certifies what for whom, one row per invoice of the period (invoices are
 * monthly), the total, and a signature block.
 */
export function buildCertificatePdf(certificate: CertificateDocument, now: Date): Promise<Buffer> {
  const { contract } = certificate;
  const total = certificate.invoices.reduce((sum, invoice) => sum + invoice.consumptionKwh, 0);
  const doc = createPdf(`Certificado de consumos ${contract.codAbonado}`, now);
  return pdfToBuffer(doc, () => {
    doc.font("Helvetica-Bold").fontSize(16).text("Certificado de consumos", { align: "center" });
    doc.moveDown(1).font("Helvetica").fontSize(10.5);
    doc.text(
      `${COMPANY.name}, con CIF ${COMPANY.cif} y domicilio en ${COMPANY.address}, comercializadora de ` +
        `${contract.line === "Gas" ? "gas natural" : "electricidad"},`,
      { align: "justify" },
    );
    doc.moveDown(0.5).font("Helvetica-Bold").text("CERTIFICA:");
    doc
      .moveDown(0.5)
      .font("Helvetica")
      .text(
        `Que el suministro con CUPS ${contract.cups} (contrato ${contract.codAbonado}, tarifa ${contract.tarifa}), ` +
          `situado en ${contractAddress(contract.address)}, cuyo titular es ${contract.holder.name} con NIF ` +
          `${contract.holder.taxId}, ha registrado los siguientes consumos facturados entre el ` +
          `${formatDate(certificate.from)} y el ${formatDate(certificate.to)}:`,
        { align: "justify" },
      );
    doc.moveDown(1);
    table(
      doc,
      [
        { title: "Mes", width: 95 },
        { title: "Factura", width: 80 },
        { title: "Fecha de factura", width: 85 },
        { title: "Periodo de lectura", width: 140 },
        { title: "Consumo (kWh)", width: 95, align: "right" },
      ],
      [
        ...certificate.invoices.map((invoice) => [
          monthName(invoice.launchDate),
          invoiceLabel(invoice.serie, invoice.numero),
          formatDate(invoice.launchDate),
          `${formatDate(invoice.readingFrom)} - ${formatDate(invoice.readingUntil)}`,
          formatNumber(invoice.consumptionKwh),
        ]),
        ["Total", "", "", "", formatNumber(total)],
      ],
      { boldLastRow: true },
    );
    doc
      .moveDown(1.5)
      .text(
        `Y para que así conste a petición del interesado, se expide el presente certificado en Madrid, a ${longDate(now)}.`,
        doc.page.margins.left,
        undefined,
        { align: "justify" },
      );
    const left = doc.page.margins.left;
    doc.moveDown(4);
    const y = doc.y;
    doc
      .moveTo(left, y)
      .lineTo(left + 200, y)
      .lineWidth(0.8)
      .strokeColor("black")
      .stroke();
    doc.text("Fdo.: Departamento de Atención al Cliente", left, y + 6).text(COMPANY.name);
  });
}
