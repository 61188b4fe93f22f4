import { act, render, screen, waitFor } from "@testing-library/react";
import { createPortalQueryClient } from "../../../../core/queries/queryClient";
import { PortalProvider } from "../../../../core/react/PortalProvider";
import { memoryStorage } from "../../../../core/session/storage";
import { pointsFromAmounts } from "./chartData";
import { InvoiceChart } from "./InvoiceChart";

// recharts loads when the chart comes into view: until then a box of the chart's height
// holds its place (no layout shift) and the table alternative is already there.
let intersect: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    intersect = callback;
  }
  observe() {}
  disconnect() {}
}
beforeAll(() => import("./InvoiceBarChart"));
beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

it("holds the chart's place with a labelled box until it comes into view, then draws", async () => {
  const { container } = render(
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl="https://api.test" navigate={() => {}} storage={memoryStorage()}>
      <InvoiceChart
        kind="amounts"
        line="Electricidad"
        title="Gráfico de importes"
        height={300}
        points={pointsFromAmounts([{ date: "2024-01-05", amount: 10 }])}
      />
    </PortalProvider>,
  );
  const placeholder = container.querySelector<HTMLElement>('[data-slot="invoice-chart-placeholder"]');
  expect(placeholder).toHaveTextContent("Cargando la gráfica…");
  expect(placeholder?.style.height).toBe("300px");
  expect(container.querySelector("svg.recharts-surface")).toBeNull();
  expect(screen.getByRole("table")).toBeInTheDocument();

  act(() => intersect?.([{ isIntersecting: true }]));
  await waitFor(() => expect(container.querySelector("svg.recharts-surface")).not.toBeNull());
  expect(container.querySelector('[data-slot="invoice-chart-placeholder"]')).toBeNull();
}, 20_000);
