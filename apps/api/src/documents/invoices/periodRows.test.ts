import { renderInvoicePdf } from "./invoicePdf";
import { consumptionRows, maximeterText } from "./periodRows";
import { pdfText, sampleInvoice } from "./readers.testing";

/** An October (baja season) 3.0TD invoice: only P4, P5 and P6 have hours, kWh and a maxímetro. */
const octoberThreeZero = () =>
  sampleInvoice({
    tarifa: "3.0TD",
    accessFee: "3.0TD",
    readingFrom: "2026-10-01",
    readingUntil: "2026-10-31",
    total: 612.4,
    consumo: [0, 0, 0, 420.5, 380.25, 910],
    consumptionKwh: 1710.75,
    potencias: [15, 15, 15, 15, 15, 20],
    potenciaLeida: [null, null, null, 16.29, 15.75, 12.1],
  });

describe("consumption rows", () => {
  it("leaves out the periods a six-period month does not have", () => {
    expect(consumptionRows(octoberThreeZero())).toEqual([
      ["P4", "420,5 kWh"],
      ["P5", "380,25 kWh"],
      ["P6", "910 kWh"],
    ]);
  });
  it("keeps 2.0TD's three periods, one of them without kWh", () => {
    expect(consumptionRows(sampleInvoice({ consumo: [0, 70, 80.5, 0, 0, 0] }))).toEqual([
      ["P1", "0 kWh"],
      ["P2", "70 kWh"],
      ["P3", "80,5 kWh"],
    ]);
  });
  it("keeps gas's single period", () => {
    expect(consumptionRows(sampleInvoice({ line: "Gas", tarifa: "RL.1", consumo: [320, 0, 0, 0, 0, 0] }))).toEqual([["P1", "320 kWh"]]);
  });
});

describe("maxímetro per power period", () => {
  it("2.0TD: P1 and P2, in kW, never a third period", () => {
    expect(maximeterText(sampleInvoice({ potenciaLeida: [4.28, 2.53, 9.9, null, null, null] }))).toBe("P1 4,28 kW · P2 2,53 kW");
  });
  it("3.0TD: every power period read, the month's missing ones left out", () => {
    expect(maximeterText(octoberThreeZero())).toBe("P4 16,29 kW · P5 15,75 kW · P6 12,1 kW");
    const january = [18.15, 16.29, null, null, null, 9.4];
    expect(maximeterText(sampleInvoice({ tarifa: "6.1TD", potenciaLeida: january }))).toBe("P1 18,15 kW · P2 16,29 kW · P6 9,4 kW");
  });
  it("a tariff before 2021 prints what was stored", () => {
    expect(maximeterText(sampleInvoice({ tarifa: "3.0A", potenciaLeida: [50, 45, 30, null, null, null] }))).toBe(
      "P1 50 kW · P2 45 kW · P3 30 kW",
    );
  });
  it("nothing for gas or when nothing was read", () => {
    expect(maximeterText(sampleInvoice({ line: "Gas", tarifa: "RL.1", potenciaLeida: [3, null, null, null, null, null] }))).toBe("");
    expect(maximeterText(sampleInvoice({ potenciaLeida: [null, null, null, null, null, null] }))).toBe("");
  });
});

describe("the invoice PDF's periods", () => {
  it("2.0TD prints both maxímetro readings with their unit", async () => {
    const text = await pdfText(await renderInvoicePdf(sampleInvoice()));
    expect(text).toContain("Potencia máxima leída (maxímetro): P1 4,28 kW · P2 2,53 kW");
  });
  it("3.0TD in October: the maxímetro of P4–P6 and no consumption row for P1–P3", async () => {
    const text = await pdfText(await renderInvoicePdf(octoberThreeZero()));
    expect(text).toContain("Potencia máxima leída (maxímetro): P4 16,29 kW · P5 15,75 kW · P6 12,1 kW");
    expect(text).toMatch(/P4\s+420,5 kWh/);
    expect(text).toMatch(/P6\s+910 kWh/);
    expect(text).not.toMatch(/P[123]\s+0 kWh/);
    expect(text).toMatch(/Total\s+1710,75 kWh/);
  });
  it("gas prints no maxímetro", async () => {
    const gas = sampleInvoice({ line: "Gas", tarifa: "RL.1", caudal: 6, consumo: [320, 0, 0, 0, 0, 0], consumptionKwh: 320 });
    expect(await pdfText(await renderInvoicePdf(gas))).not.toContain("maxímetro");
  });
});
