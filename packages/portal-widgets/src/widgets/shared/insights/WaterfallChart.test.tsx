import { render, waitFor } from "@testing-library/react";
import { formattersFor } from "../../../domain/format";
import { waterfallSteps } from "../../../domain/money";
import WaterfallChart, { labelsRoom, namesWidth } from "./WaterfallChart";

const steps = waterfallSteps(
  { name: "Anterior", total: 59.8 },
  [
    { name: "Días", amount: 0.71 },
    { name: "Consumo punta", amount: 0.24 },
    { name: "Consumo llano", amount: -0.55 },
    { name: "Consumo valle", amount: 1.48 },
    { name: "Impuestos", amount: 6.24 },
  ],
  { name: "Actual" },
);

describe("WaterfallChart", () => {
  it("puts each step on a row of its own, names on the category axis top to bottom, amounts at the bars' ends", async () => {
    const { container } = render(<WaterfallChart steps={steps} />);
    // The names' texts, one per step: at the dialog's width and on a phone the old columns' names ran into each other.
    await waitFor(() => expect(container.querySelectorAll("text.ov-waterfall__name")).toHaveLength(steps.length));
    const names = [...container.querySelectorAll<SVGTextElement>("text.ov-waterfall__name")];
    expect(names.map((name) => name.textContent)).toEqual(steps.map((step) => step.name));
    const rows = names.map((name) => Number(name.getAttribute("y")));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]! - rows[i - 1]!).toBeGreaterThanOrEqual(36);
    const labels = [...container.querySelectorAll(".recharts-label-list text")].map((text) => text.textContent);
    expect(labels).toEqual(["59,80 €", "+0,71 €", "+0,24 €", "-0,55 €", "+1,48 €", "+6,24 €", "67,92 €"]);
  });

  it("writes the amounts with the formatters it is given", async () => {
    const { container } = render(<WaterfallChart steps={steps} format={formattersFor("en")} />);
    await waitFor(() => expect(container.querySelectorAll(".recharts-label-list text")).toHaveLength(steps.length));
    const labels = [...container.querySelectorAll(".recharts-label-list text")].map((text) => text.textContent);
    expect(labels).toEqual(["€59.80", "+€0.71", "+€0.24", "-€0.55", "+€1.48", "+€6.24", "€67.92"]);
  });

  it("gives the names about a third of the width (88–150 px) and the amounts room after the longest bar", () => {
    expect(namesWidth(320)).toBe(96);
    expect(namesWidth(200)).toBe(88);
    expect(namesWidth(620)).toBe(150);
    expect(labelsRoom(["+0,71 €", "+1.234,56 €"])).toBeGreaterThan(labelsRoom(["+0,71 €"]));
    expect(labelsRoom(["+1.234,56 €"])).toBeGreaterThanOrEqual(11 * 7);
  });
});
