import { COMPANY, maskIban } from "@oficina-virtual/api-contract";
import { createPdf, fields, longDate, pdfToBuffer, sectionTitle } from "./letterhead";

export interface MandateDocument {
  reference: string;
  debtorName: string;
  debtorTaxId: string;
  debtorAddress: string;
  iban: string;
  /** The contract the debits pay, and its supply point. */
  codAbonado: string;
  cups: string;
  line: "Electricidad" | "Gas";
  signedAt: Date;
  acceptedIp: string | null;
  acceptedUserAgent: string | null;
}

// The wording of the Spanish translation of the EPC's SEPA Core mandate (the authorisation
// and the refund rights), with the creditor's name where the model has its placeholder.
const AUTHORISATION =
  `Mediante la firma de esta orden de domiciliación, el deudor autoriza a (A) ${COMPANY.name} a enviar ` +
  "instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los adeudos en su " +
  `cuenta siguiendo las instrucciones de ${COMPANY.name}. Como parte de sus derechos, el deudor está legitimado al ` +
  "reembolso por su entidad en los términos y condiciones del contrato suscrito con la misma. La solicitud de " +
  "reembolso deberá efectuarse dentro de las ocho semanas que siguen a la fecha de adeudo en cuenta. Puede obtener " +
  "información adicional sobre sus derechos en su entidad financiera.";

const madridTime = (date: Date) =>
  new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "medium" }).format(date);

/**
 * 'Orden de domiciliación de adeudo directo SEPA' (SEPA Core, recurrent payments): the
 * creditor and its identifier, the debtor and their account, the reference, and the
 * acceptance the portal recorded in place of a handwritten signature. The IBAN is printed
 * masked: the document can be downloaded again after another change, and an account is never
 * shown in full after it was typed; the creditor keeps it in full for the debits.
 */
export function buildMandatePdf(mandate: MandateDocument, now: Date): Promise<Buffer> {
  const doc = createPdf(`Orden de domiciliación ${mandate.reference}`, now);
  return pdfToBuffer(doc, () => {
    doc.font("Helvetica-Bold").fontSize(15).text("Orden de domiciliación de adeudo directo SEPA", { align: "center" });
    doc.font("Helvetica").fontSize(9).text("SEPA Direct Debit Mandate · Core", { align: "center" });
    doc.moveDown(0.8).fontSize(10);
    fields(doc, [["Referencia de la orden de domiciliación", mandate.reference]]);
    sectionTitle(doc, "Acreedor");
    fields(doc, [
      ["Identificador del acreedor", COMPANY.sepaCreditorId],
      ["Nombre del acreedor", COMPANY.name],
      ["Dirección", COMPANY.address],
      ["País", "España"],
    ]);
    doc.moveDown(0.8).font("Helvetica").fontSize(9.5).text(AUTHORISATION, { align: "justify" });
    sectionTitle(doc, "Deudor");
    fields(doc, [
      ["Nombre del deudor (titular de la cuenta)", mandate.debtorName],
      ["NIF del titular del contrato", mandate.debtorTaxId],
      ["Dirección del suministro", mandate.debtorAddress],
      ["Número de cuenta (IBAN)", maskIban(mandate.iban)],
      ["Contrato", `${mandate.codAbonado} (${mandate.line === "Gas" ? "gas natural" : "electricidad"}) · CUPS ${mandate.cups}`],
      ["Tipo de pago", "Pago recurrente"],
      ["Fecha y localidad", `${longDate(mandate.signedAt)}, Madrid`],
    ]);
    sectionTitle(doc, "Aceptación");
    const where = [
      mandate.acceptedIp && `desde la dirección ${mandate.acceptedIp}`,
      mandate.acceptedUserAgent && `con ${mandate.acceptedUserAgent}`,
    ]
      .filter(Boolean)
      .join(" ");
    doc.text(
      `Orden aceptada electrónicamente en la Oficina Virtual el ${madridTime(mandate.signedAt)} (hora de Madrid)` +
        `${where ? ` ${where}` : ""}, tras confirmar el deudor su contraseña. Sustituye a la firma manuscrita.`,
      { align: "justify" },
    );
    doc.moveDown(0.8).fontSize(8.5).fillColor("#555555");
    doc.text("El número de cuenta se muestra parcialmente oculto; el acreedor conserva la orden completa para los adeudos.");
  });
}
