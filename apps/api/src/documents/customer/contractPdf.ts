import { COMPANY } from "@oficina-virtual/api-contract";
import { createPdf, fields, formatDate, formatNumber, longDate, pdfToBuffer, sectionTitle, table } from "./letterhead";

/** What the contract PDF shows; built by the route from the contract and its holder. */
export interface ContractDocument {
  codAbonado: string;
  codigoContratoSicom: string;
  line: "Electricidad" | "Gas";
  holder: { name: string; taxId: string; phone: string | null; email: string | null };
  cups: string;
  address: { calle: string; numDomicilio: string; extension: string; codPostal: string; ciudad: string; provincia: string };
  tarifa: string;
  accessFee: string;
  fechaAlta: string;
  fechaBaja: string | null;
  estado: string;
  /** Contracted power P1–P6 in kW (electricity). */
  powers: readonly number[];
  /** Contracted daily flow (gas). */
  caudal: number | null;
}

/** 'Contrato' is shown as 'Alta' (part 1 §2); other states as they are. */
export const displayState = (estado: string) => (estado === "Contrato" ? "Alta" : estado);

export function contractAddress(a: ContractDocument["address"]): string {
  const street = [a.calle, a.numDomicilio, a.extension].filter(Boolean).join(" ");
  return `${street}, ${a.codPostal} ${a.ciudad} (${a.provincia})`;
}

/** The contract PDF ('Contrato-{code}.pdf'): holder, supply, conditions, and the contracted
 * power per period (electricity) or the flow (gas). */
export function buildContractPdf(contract: ContractDocument, now: Date): Promise<Buffer> {
  const gas = contract.line === "Gas";
  const doc = createPdf(`Contrato ${contract.codAbonado}`, now);
  return pdfToBuffer(doc, () => {
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .text(`Contrato de suministro de ${gas ? "gas natural" : "electricidad"}`);
    doc
      .font("Helvetica")
      .fontSize(10)
      .moveDown(0.3)
      .text(`Código de contrato ${contract.codAbonado} · Contrato ${contract.codigoContratoSicom}`);

    sectionTitle(doc, "Titular");
    fields(doc, [
      ["Nombre / Razón social", contract.holder.name],
      ["NIF / CIF", contract.holder.taxId],
      ["Teléfono", contract.holder.phone ?? ""],
      ["Email", contract.holder.email ?? ""],
    ]);

    sectionTitle(doc, "Punto de suministro");
    fields(doc, [
      ["CUPS", contract.cups],
      ["Dirección", contractAddress(contract.address)],
      ["Línea de negocio", contract.line],
    ]);

    sectionTitle(doc, "Condiciones del contrato");
    fields(doc, [
      ["Tarifa", contract.tarifa],
      ["Peaje de acceso", contract.accessFee],
      ["Fecha de alta", formatDate(contract.fechaAlta)],
      ["Fecha de baja", formatDate(contract.fechaBaja)],
      ["Estado", displayState(contract.estado)],
    ]);

    if (gas) {
      sectionTitle(doc, "Caudal contratado");
      fields(doc, [["Caudal", contract.caudal ? `${formatNumber(contract.caudal)} kWh/día` : ""]]);
    } else {
      sectionTitle(doc, "Potencia contratada");
      const periods = contract.powers.map((power, index) => [`P${index + 1}`, power] as const).filter(([, power]) => power > 0);
      if (periods.length === 0) doc.text("Sin potencia contratada registrada.");
      else
        table(
          doc,
          [
            { title: "Periodo", width: 120 },
            { title: "Potencia (kW)", width: 140, align: "right" },
          ],
          periods.map(([p, kw]) => [p, formatNumber(kw)]),
        );
    }

    doc
      .moveDown(2)
      .fontSize(8.5)
      .fillColor("#555555")
      .text(`Documento informativo emitido por ${COMPANY.name} el ${longDate(now)} desde la Oficina Virtual.`, doc.page.margins.left);
  });
}
