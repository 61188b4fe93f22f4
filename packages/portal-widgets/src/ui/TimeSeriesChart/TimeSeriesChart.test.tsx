import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createPortalQueryClient } from "../../core/queries/queryClient";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { TimeSeriesChart } from "./TimeSeriesChart";
import { formatInstant } from "./timeAxis";
import type { TimePoint } from "./types";

const HOUR = 3_600_000;
// Madrid midnight of 1 January 2026: the chart reads the supply's clock, not the browser's.
const START = Date.parse("2025-12-31T23:00:00Z");
// A year of hours with one sharp peak that a plain average would lose.
const points: TimePoint[] = Array.from({ length: 8_760 }, (_, i) => ({
  t: START + i * HOUR,
  a: i === 4_000 ? 42 : 1 + (i % 24) / 24,
  b: 0.2,
}));
const series = [
  { key: "a", name: "Energía Activa", color: "red" },
  { key: "b", name: "Energía Reactiva", color: "blue" },
];

function renderChart() {
  return render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl="https://api.test"
      storage={memoryStorage()}
      navigate={() => undefined}
    >
      <TimeSeriesChart points={points} series={series} unit="kW" />
    </PortalProvider>,
  );
}

const windowText = (container: HTMLElement) => container.querySelector('[data-slot="chart-window"]')?.textContent;

describe("TimeSeriesChart", () => {
  it("summarises the full data at once and draws each series as one downsampled path", async () => {
    const { container } = renderChart();
    expect(screen.getByText("8.760 lecturas desde 01/01/2026 00:00 hasta 31/12/2026 23:00.")).toBeInTheDocument();
    expect(
      screen.getByText(`Energía Activa: máximo 42,00 kW el ${formatInstant(START + 4_000 * HOUR, "{{time}} (2ª)")}, media 1,48 kW.`),
    ).toBeInTheDocument();
    await screen.findByRole("button", { name: "Acercar" });
    const paths = [...container.querySelectorAll<SVGPathElement>("path[data-series]")];
    expect(paths.map((p) => p.getAttribute("data-series"))).toEqual(["a", "b"]);
    const vertices = paths[0]!.getAttribute("d")!.split("L").length;
    expect(vertices).toBeLessThanOrEqual(2 * 620);
    expect(vertices).toBeGreaterThan(300);
    // The peak survives downsampling: 42 on a 0–60 axis sits high in the plot (y ≈ 85),
    // while every other reading stays below 2.
    const ys = paths[0]!
      .getAttribute("d")!
      .slice(1)
      .split("L")
      .map((vertex) => Number(vertex.split(",")[1]));
    expect(Math.min(...ys)).toBeLessThan(100);
  });

  it("zooms to a dragged interval and back with 'Ver todo'", async () => {
    const { container } = renderChart();
    const slider = await screen.findByRole("slider");
    const before = windowText(container);
    fireEvent.pointerDown(slider, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(slider, { button: 0, clientX: 200, pointerId: 1 });
    await waitFor(() => expect(windowText(container)).not.toBe(before));
    expect(windowText(container)).toMatch(/^Intervalo mostrado: \d{2}\/\d{2}\/2026/);
    await userEvent.click(screen.getByRole("button", { name: "Ver todo" }));
    expect(windowText(container)).toBe(before);
    expect(screen.getByRole("button", { name: "Ver todo" })).toBeDisabled();
  });

  it("walks the readings with the keyboard and zooms with + and -", async () => {
    const { container } = renderChart();
    const slider = await screen.findByRole("slider");
    slider.focus();
    await userEvent.keyboard("{End}");
    expect(slider).toHaveAttribute("aria-valuetext", "Lectura del 31/12/2026 23:00: Energía Activa 1,96 kW, Energía Reactiva 0,20 kW");
    expect(slider).toHaveAttribute("aria-valuenow", "8760");
    await userEvent.keyboard("{ArrowLeft}");
    expect(slider).toHaveAttribute("aria-valuetext", "Lectura del 31/12/2026 22:00: Energía Activa 1,92 kW, Energía Reactiva 0,20 kW");
    const before = windowText(container);
    await userEvent.keyboard("+");
    expect(windowText(container)).not.toBe(before);
    await userEvent.keyboard("-");
    expect(windowText(container)).toBe(before);
  });

  it("counts the estimated readings in the singular when there is one", () => {
    const marked = (estimated: number) => points.slice(0, 48).map((p, i) => ({ ...p, estimated: i < estimated ? 1 : 0 }));
    const { rerender } = render(
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl="https://api.test"
        storage={memoryStorage()}
        navigate={() => undefined}
      >
        <TimeSeriesChart points={marked(1)} series={series} unit="kW" markedKey="estimated" markedLabel="Estimada" />
      </PortalProvider>,
    );
    expect(screen.getByText("1 lectura estimada, sombreada en la gráfica; el resto son lecturas reales.")).toBeInTheDocument();
    rerender(
      <PortalProvider
        queryClient={createPortalQueryClient()}
        apiBaseUrl="https://api.test"
        storage={memoryStorage()}
        navigate={() => undefined}
      >
        <TimeSeriesChart points={marked(2)} series={series} unit="kW" markedKey="estimated" markedLabel="Estimada" />
      </PortalProvider>,
    );
    expect(screen.getByText("2 lecturas estimadas, sombreadas en la gráfica; el resto son lecturas reales.")).toBeInTheDocument();
  });
});
