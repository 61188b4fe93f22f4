import {
  CHART_FILE_NAME,
  certificateFileName,
  consumptionsFileName,
  contractFileName,
  invoicesExcelFileName,
  invoicesPdfFileName,
  invoicesRarFileName,
  isValidDownload,
  loadCurveFileName,
  MIN_FILE_BYTES,
  MIN_PROFORMA_BYTES,
  proformaFileName,
  telemetryFileName,
} from "./downloads";

describe("isValidDownload", () => {
  it("holds the thresholds", () => {
    expect(MIN_FILE_BYTES).toBe(150);
    expect(MIN_PROFORMA_BYTES).toBe(300);
  });

  it("refuses files under 150 bytes", () => {
    expect(isValidDownload(149)).toBe(false);
    expect(isValidDownload(150)).toBe(true);
    expect(isValidDownload(0, "default")).toBe(false);
  });

  it("refuses proformas under 300 bytes", () => {
    expect(isValidDownload(299, "proforma")).toBe(false);
    expect(isValidDownload(300, "proforma")).toBe(true);
  });

  it("refuses a non-finite size", () => {
    expect(isValidDownload(Number.NaN)).toBe(false);
  });
});

describe("file names", () => {
  it("builds the spec names", () => {
    expect(invoicesExcelFileName("Electricidad")).toBe("facturas Electricidad.xlsx");
    expect(invoicesRarFileName("Gas")).toBe("facturas Gas.rar");
    expect(invoicesPdfFileName("Gas")).toBe("facturas Gas.pdf");
    expect(consumptionsFileName("Electricidad")).toBe("consumos Electricidad.xlsx");
    expect(telemetryFileName("12345")).toBe("Telemedida-12345.xlsx");
    expect(loadCurveFileName(12345)).toBe("CurvasCarga-12345.xlsx");
    expect(certificateFileName("12345")).toBe("Certificado-12345.pdf");
    expect(contractFileName("C-9")).toBe("Contrato-C-9.pdf");
    expect(CHART_FILE_NAME).toBe("grafico_consumo.png");
  });

  it("builds proforma names with .xls or .zip", () => {
    expect(proformaFileName("FE24", "000123", "excel")).toBe("PROFORMAS-FE24000123.xls");
    expect(proformaFileName("FE24", "000123", "zip")).toBe("PROFORMAS-FE24000123.zip");
    expect(proformaFileName("ENERGIA", "7", "zip")).toBe("PROFORMAS-7.zip");
  });
});
