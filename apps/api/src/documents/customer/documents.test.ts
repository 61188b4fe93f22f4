import { COMPANY } from "@oficina-virtual/api-contract";
import ExcelJS from "exceljs";
import { buildCertificatePdf, invoiceLabel } from "./certificatePdf";
import { buildContractPdf, type ContractDocument, displayState } from "./contractPdf";
import { readPdfText, readXlsxRows } from "./documents.testing";
import { formatDate, formatNumber, monthName } from "./letterhead";
import { buildMeasuresXlsx } from "./measuresXlsx";

const NOW = new Date("2026-03-15T10:00:00Z");

const contract: ContractDocument = {
  codAbonado: "100001",
  codigoContratoSicom: "SIC-100001",
  line: "Electricidad",
  holder: { name: "Ana García López", taxId: "12345678Z", phone: "600000000", email: "ana@example.com" },
  cups: "ES0021000000100001XY",
  address: { calle: "Calle de Alcalá", numDomicilio: "12", extension: "2º B", codPostal: "28020", ciudad: "Madrid", provincia: "Madrid" },
  tarifa: "3.0TD",
  accessFee: "3.0TD",
  fechaAlta: "2019-05-14",
  fechaBaja: null,
  estado: "Contrato",
  powers: [15, 15, 15, 15, 15, 20.5],
  caudal: null,
};

describe("contract PDF", () => {
  it("is a real PDF with the holder, supply, conditions and power per period", async () => {
    const pdf = await buildContractPdf(contract, NOW);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await readPdfText(pdf);
    for (const expected of [
      // The letterhead names the retailer as the portal's footer does (api-contract's COMPANY).
      COMPANY.brand,
      COMPANY.name,
      COMPANY.cif,
      COMPANY.address,
      "Página 1 de 1",
      "Ana García López",
      "12345678Z",
      "ES0021000000100001XY",
      "Calle de Alcalá 12 2º B",
      "3.0TD",
      "14/05/2019",
      "Alta",
      "P6",
      "20,50",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows the flow for gas instead of power", async () => {
    const pdf = await buildContractPdf(
      { ...contract, line: "Gas", powers: [0, 0, 0, 0, 0, 0], caudal: 12.5, estado: "Baja", fechaBaja: "2024-12-31" },
      NOW,
    );
    const { text } = await readPdfText(pdf);
    expect(text).toContain("gas natural");
    expect(text).toContain("12,50 kWh/día");
    expect(text).toContain("31/12/2024");
    expect(text).toContain("Baja");
    expect(text).not.toContain("Potencia contratada");
  });
});

describe("consumption certificate PDF", () => {
  it("lists the invoices, the total and a signature line", async () => {
    const invoices = [1, 2, 3].map((m) => ({
      serie: m === 3 ? "FU25" : "ENERGIA",
      numero: `00${m}`,
      launchDate: `2025-0${m}-05`,
      readingFrom: `2025-0${m}-01`,
      readingUntil: `2025-0${m}-28`,
      consumptionKwh: 1000 * m + 0.5,
    }));
    const pdf = await buildCertificatePdf({ contract, from: "2025-01-01", to: "2025-03-31", invoices }, NOW);
    const { text } = await readPdfText(pdf);
    for (const expected of [
      "Certificado de consumos",
      "CERTIFICA",
      "Ana García López",
      "12345678Z",
      "ES0021000000100001XY",
      "01/01/2025",
      "31/03/2025",
      "enero de 2025",
      "FU25003",
      "6.001,50",
      "Fdo.",
      "15 de marzo de 2026",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("starts a new page when the table is long", async () => {
    const invoices = Array.from({ length: 60 }, (_, i) => ({
      serie: "ENERGIA",
      numero: String(i),
      launchDate: "2025-01-05",
      readingFrom: "2025-01-01",
      readingUntil: "2025-01-28",
      consumptionKwh: 1,
    }));
    const { text, pages } = await readPdfText(await buildCertificatePdf({ contract, from: "2025-01-01", to: "2025-12-31", invoices }, NOW));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("60,00");
    // Every page is headed and footed by the retailer, and numbered.
    expect(text.split(`${COMPANY.name} · NIF ${COMPANY.cif} · ${COMPANY.address}`)).toHaveLength(pages + 1);
    expect(text).toContain(`Página ${pages} de ${pages}`);
  });
});

describe("measures XLSX", () => {
  it("writes a header row and numeric data rows", async () => {
    const xlsx = await buildMeasuresXlsx({
      sheetName: "Telemedida",
      headers: ["Fecha", "Hora", "Activa"],
      rows: [
        ["01-03-2026", "00:00", 1.25],
        ["01-03-2026", "01:00", 0.5],
      ],
    });
    const { sheetName, rows } = await readXlsxRows(xlsx);
    expect(sheetName).toBe("Telemedida");
    expect(rows).toEqual([
      ["Fecha", "Hora", "Activa"],
      ["01-03-2026", "00:00", 1.25],
      ["01-03-2026", "01:00", 0.5],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const worksheet = workbook.worksheets[0]!;
    expect(worksheet.getRow(1).font).toMatchObject({ bold: true });
    expect(worksheet.getCell("C2").numFmt).toBe("0.000");
    expect(worksheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    // The retailer as the workbook's author and on its printed pages.
    expect(workbook.creator).toBe(COMPANY.name);
    expect(worksheet.headerFooter.oddHeader).toContain(COMPANY.brand);
    expect(worksheet.headerFooter.oddHeader).toContain(COMPANY.cif);
    expect(worksheet.headerFooter.oddFooter).toContain(COMPANY.address);
    expect(worksheet.headerFooter.oddFooter).toContain("Página &P de &N");
  });
});

describe("formatting", () => {
  it("follows es-ES and the spec's conventions", () => {
    expect(formatNumber(1234.5)).toBe("1.234,50");
    expect(formatNumber(-0.004)).toBe("0,00");
    expect(formatNumber(12345.678)).toBe("12.345,68");
    expect(formatDate("2025-02-01")).toBe("01/02/2025");
    expect(formatDate(null)).toBe("");
    expect(monthName("2025-12-05")).toBe("diciembre de 2025");
    expect(displayState("Contrato")).toBe("Alta");
    expect(displayState("Baja")).toBe("Baja");
    expect(invoiceLabel("ENERGIA", "123")).toBe("123");
    expect(invoiceLabel("FU25", "123")).toBe("FU25123");
  });
});
