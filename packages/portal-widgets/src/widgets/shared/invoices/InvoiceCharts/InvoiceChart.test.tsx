import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { createPortalQueryClient } from "../../../../core/queries/queryClient";
import { PortalProvider } from "../../../../core/react/PortalProvider";
import { memoryStorage } from "../../../../core/session/storage";
import { type ChartPoint, pointsFromAmounts } from "./chartData";
import { InvoiceCharts } from "./InvoiceCharts";

// The charts' drawing (recharts) is a lazy chunk: import it once before the tests, so its
// first transform is not timed with one of them.
beforeAll(() => import("./InvoiceBarChart"));

const download = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("./exportChart", () => ({ downloadChartPng: download }));

const points: ChartPoint[] = [
  { date: "2024-01-05", label: "05/01/2024", amount: 1234.5, consumption: 600, periods: { P1: 100, P2: 200, P3: 300 } },
  { date: "2024-02-05", label: "05/02/2024", amount: 99.99, consumption: 60, periods: { P1: 10, P2: 20, P3: 30 } },
];

function renderCharts(props: Partial<React.ComponentProps<typeof InvoiceCharts>> = {}) {
  return render(
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
      <InvoiceCharts line="Electricidad" tariff="2.0TD" points={points} {...props} />
    </PortalProvider>,
  );
}

const table = () => screen.getByRole("table");

describe("InvoiceCharts", () => {
  it("shows consumption stacked by the tariff's periods, in kWh with es-ES numbers", () => {
    renderCharts();
    expect(screen.getByRole("button", { name: "Consumo" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Gráfico de consumo" })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Fecha de Factura", "P1 (kWh)", "P2 (kWh)", "P3 (kWh)"]);
    expect(within(table()).getByRole("row", { name: /05\/01\/2024/ })).toHaveTextContent("100,00 kWh200,00 kWh300,00 kWh");
  });

  it("switches to the amount chart, one series named 'Factura' in €", async () => {
    renderCharts();
    await userEvent.click(screen.getByRole("button", { name: "Importes" }));
    expect(screen.getByRole("heading", { name: "Gráfico de importes" })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Fecha de Factura", "Factura (€)"]);
    expect(within(table()).getByRole("row", { name: /05\/01\/2024/ })).toHaveTextContent("1.234,50 €");
  });

  it("shows gas as a single consumption series", () => {
    renderCharts({ line: "Gas", tariff: "RL.2" });
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Fecha de Factura", "Consumo (kWh)"]);
  });

  it("overlays the previous year's same months when the toggle is on, asking the screen for them", async () => {
    const onToggle = vi.fn();
    renderCharts({
      defaultKind: "amounts",
      previousYear: pointsFromAmounts([{ date: "2023-01-20", amount: 80 }]),
      onPreviousYearToggle: onToggle,
    });
    await userEvent.click(screen.getByRole("checkbox", { name: "Comparar con el año anterior" }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Fecha de Factura", "Factura (€)", "Factura (año anterior) (€)"]);
    expect(within(table()).getByRole("row", { name: /05\/02\/2024/ })).toHaveTextContent("99,99 €—");
    expect(within(table()).getByRole("row", { name: /05\/01\/2024/ })).toHaveTextContent("1.234,50 €80,00 €");
  });

  it("'Descargar Gráfico' exports the drawn SVG", async () => {
    const { container } = renderCharts();
    await userEvent.click(screen.getByRole("button", { name: "Descargar Gráfico" }));
    expect(download).toHaveBeenCalledWith(container.querySelector("svg.recharts-surface"));
  });
});
