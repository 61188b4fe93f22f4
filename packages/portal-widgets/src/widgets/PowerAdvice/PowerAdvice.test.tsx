import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { loadMessages } from "../../locales/load";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API } from "../shared/measures/measureRequests.testing";
import { cupsMeHandler, supplyPointRow } from "../shared/measures/measures.testing";
import { PowerAdvice } from "./PowerAdvice";
import {
  highVoltage,
  overPowered,
  powerInsightHandler,
  sixPeriods,
  sixPeriodsExcess,
  underPowered,
  wellSized,
} from "./powerInsight.testing";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const electricity = [supplyPointRow({ tarifa: "2.0TD" })];
// 3.0TD draws six month charts: on a busy 2-core machine that passes the default 5 s.
const SIX_CHARTS_MS = 20_000;

/** The over-powered supply's advice in `locale`: its table and the cells of its P1 row. */
async function overPoweredAdvice(locale?: string) {
  server.use(cupsMeHandler(API, electricity), powerInsightHandler(API, overPowered));
  renderWithPortal(<PowerAdvice codAbonado="100234" />, locale ? { locale } : {});
  const table = await screen.findByRole("table");
  const p1 = within(table).getByRole("row", { name: /^P1/ });
  return {
    table,
    p1Cells: within(p1)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  };
}

describe("PowerAdvice", () => {
  it("shows contracted, the power to cover and the recommended power per period, and the yearly € difference", async () => {
    const { table, p1Cells } = await overPoweredAdvice();
    expect(screen.getByRole("heading", { level: 1, name: "Potencia óptima" })).toBeInTheDocument();
    // P1: January's maxímetro 3,92 kW is above 2,9 kW × 1,2 = 3,48 → 4,6 kW;
    // (4,6 − 5,75) × 0,104979 × 365 = −44,0649… → −44,06 €.
    expect(p1Cells).toEqual(["5,75 kW", "3,92 kW", "4,6 kW", "-44,06 €"]);
    // P2: 1,45 × 1,2 = 1,74 → 2,3 kW; (2,3 − 5,75) × 0,043654 × 365 = −54,9713… → −54,97 €; total −99,03 €.
    expect(within(table).getByText("-99,03 €")).toBeInTheDocument();
    expect(screen.getByText("Con la potencia recomendada ahorrarías unos 99,03 € al año en el término de potencia.")).toBeInTheDocument();
    const method = screen.getByText(/los datos horarios subestiman la potencia máxima/);
    // The prices priced with, as the invoice breakdown writes them, and the plan's date.
    expect(method).toHaveTextContent(
      "en vigor desde el 01/01/2026, los mismos de tu factura (P1: 0,104979 €/kW·día; P2: 0,043654 €/kW·día): (potencia recomendada − contratada) × €/kW y día × 365 días.",
    );
    expect(screen.queryByText(/el limitador \(ICP\)/)).not.toBeInTheDocument();
    // 2.0TD has no excess-power term: its ICP cuts the supply instead.
    expect(screen.queryByRole("heading", { name: "Excesos de potencia" })).not.toBeInTheDocument();
  });

  it("says where each power to cover comes from: an invoice's maxímetro, or an hourly reading plus the margin", async () => {
    await overPoweredAdvice();
    const sources = within(screen.getByRole("region", { name: "De dónde sale cada potencia a cubrir" }));
    expect(sources.getByText("P1: 3,92 kW, según el maxímetro de tu factura de enero de 2026.")).toBeInTheDocument();
    // P2: 1,45 kW × 1,2 = 1,74 kW is above January's maxímetro of 1,6 kW.
    expect(
      sources.getByText("P2: 1,74 kW, según tu lectura horaria más alta, de enero de 2026 (1,45 kW), más un margen del 20 %."),
    ).toBeInTheDocument();
  });

  it("writes kW and € the chosen language's way", async () => {
    // The English catalogue's chunk first, as a browser has it after the language is chosen:
    // the table may otherwise come before it (its modules load one by one under vitest).
    await loadMessages("en");
    const { table, p1Cells } = await overPoweredAdvice("en");
    expect(screen.getByRole("heading", { level: 1, name: "Optimal power" })).toBeInTheDocument();
    expect(p1Cells).toEqual(["5.75 kW", "3.92 kW", "4.6 kW", "-€44.06"]);
    expect(within(table).getByText("-€99.03")).toBeInTheDocument();
    expect(screen.getByText(/P1: 0\.104979 €\/kW/)).toHaveTextContent(/a margin of 20%/);
  });

  it("warns an under-powered supply", async () => {
    server.use(cupsMeHandler(API, electricity), powerInsightHandler(API, underPowered));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    expect(await screen.findByText(/En P1 has demandado más potencia de la contratada/)).toBeInTheDocument();
    expect(screen.getByText(/costaría unos .* más al año/)).toBeInTheDocument();
  });

  it("tells a well-sized supply to keep its power", async () => {
    server.use(cupsMeHandler(API, electricity), powerInsightHandler(API, wellSized));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    expect(await screen.findByText("Tu potencia contratada ya es la recomendada.")).toBeInTheDocument();
    expect(screen.getByText("0,00 €", { selector: "[data-slot=power-total]" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it(
    "estimates a 3.0TD's excess-power term in € and never speaks of an ICP",
    async () => {
      server.use(cupsMeHandler(API, [supplyPointRow({ tarifa: "3.0TD" })]), powerInsightHandler(API, sixPeriodsExcess));
      renderWithPortal(<PowerAdvice codAbonado="100234" />);
      const table = await screen.findByRole("table");
      // Role queries over six rows are slow in jsdom: the cells straight from the table.
      const recommended = [...table.querySelectorAll("tbody tr")].map((row) => row.querySelectorAll("td")[2]?.textContent);
      expect(recommended).toEqual(["19 kW", "19 kW", "19 kW", "19 kW", "19 kW", "19 kW"]);
      expect(
        screen.getByText(/En P1, P2 has demandado más potencia de la contratada: tu tarifa no corta el suministro/),
      ).toBeInTheDocument();
      // Per invoice and period 2 × (maxímetro − 16 kW) × 1,4064 €/kW × days / 30, each rounded to the cent.
      expect(screen.getByText(/2 × \(maxímetro − potencia contratada\) × 1,4064 €\/kW × días de la factura \/ 30/)).toBeInTheDocument();
      expect(
        screen.getByText(
          "Con tus potencias actuales, los excesos de potencia de las facturas de estos 12 meses suman 17,52 € (P1: 14,52 €; P2: 3,00 €).",
        ),
      ).toBeInTheDocument();
      expect(screen.getByText("Con la potencia recomendada habrían sido 0,00 €.")).toBeInTheDocument();
      expect(screen.getByText(/pero evitaría los excesos de potencia/)).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/ICP|limitador/);
    },
    SIX_CHARTS_MS,
  );

  it(
    "says a 3.0TD within its powers paid no excesses",
    async () => {
      server.use(cupsMeHandler(API, [supplyPointRow({ tarifa: "3.0TD" })]), powerInsightHandler(API, sixPeriods));
      renderWithPortal(<PowerAdvice codAbonado="100234" />);
      expect(
        await screen.findByText("Con tus potencias actuales, ninguna factura de estos 12 meses tiene excesos de potencia."),
      ).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/ICP|limitador/);
    },
    SIX_CHARTS_MS,
  );

  it(
    "explains, above 50 kW, the quarter-hourly excess rule without a € figure it cannot compute",
    async () => {
      server.use(cupsMeHandler(API, [supplyPointRow({ tarifa: "6.1TD" })]), powerInsightHandler(API, highVoltage));
      renderWithPortal(<PowerAdvice codAbonado="100234" />);
      expect(await screen.findByText(/por encima de 50 kW cada cuarto de hora que supera la potencia contratada/)).toBeInTheDocument();
      expect(document.querySelector("[data-slot=power-excess-current]")).toBeNull();
      expect(document.body).not.toHaveTextContent(/ICP|limitador/);
    },
    SIX_CHARTS_MS,
  );

  it("explains that gas has no power advice, without asking the server", async () => {
    server.use(cupsMeHandler(API, [supplyPointRow({ line: "Gas", tarifa: "RL.1" })]));
    renderWithPortal(<PowerAdvice codAbonado="100234" />);
    expect(await screen.findByText(/sólo está disponible para suministros de electricidad/)).toBeInTheDocument();
  });
});
