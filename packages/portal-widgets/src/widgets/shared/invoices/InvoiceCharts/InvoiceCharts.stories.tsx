import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { ChartPoint } from "./chartData";
import { InvoiceCharts } from "./InvoiceCharts";

const months = ["2024-01-08", "2024-02-07", "2024-03-07", "2024-04-08", "2024-05-08", "2024-06-07"];
const label = (date: string) => date.split("-").reverse().join("/");
const points = (shift: number): ChartPoint[] =>
  months.map((date, i) => {
    const d = shift ? date.replace("2024", "2023") : date;
    const base = 120 + ((i * 37 + shift * 11) % 90);
    return {
      date: d,
      label: label(d),
      amount: base * 0.21,
      consumption: base * 3,
      periods: { P1: base, P2: base * 0.8, P3: base * 0.6, P4: base * 0.3, P5: base * 0.2, P6: base * 0.1 },
    };
  });

const meta = {
  title: "Primitives/InvoiceCharts",
  component: InvoiceCharts,
  args: { line: "Electricidad", tariff: "3.0TD", points: points(0) },
} satisfies Meta<typeof InvoiceCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ElectricitySixPeriods: Story = {};
export const ElectricityThreePeriods: Story = { args: { tariff: "2.0TD" } };
export const GasConsumption: Story = { args: { line: "Gas", tariff: "RL.2" } };
export const Amounts: Story = { args: { defaultKind: "amounts" } };

export const PreviousYearOverlay: Story = {
  args: { defaultKind: "amounts", previousYear: points(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Comparar con el año anterior" }));
    await expect(canvas.getByRole("columnheader", { name: "Factura (año anterior) (€)" })).toBeInTheDocument();
  },
};
