import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import {
  comparisonGas,
  comparisonNone,
  comparisonSeasonChange,
  comparisonSelfConsumption,
  insightHandlers,
} from "../shared/insights/insights.testing";
import { BillComparison } from "./BillComparison";

const meta = {
  title: "Widgets/BillComparison",
  component: BillComparison,
  args: { serieFactura: "ENERGIA", numeroFactura: "FE26000123" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: insightHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof BillComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

const sentences = async (canvasElement: HTMLElement, text: string | RegExp) =>
  expect(await within(canvasElement).findByText(text, {}, { timeout: 5_000 })).toBeInTheDocument();

export const Loading: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { comparison: "loading" }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando…")).toBeInTheDocument();
  },
};

/** Five causes whose contributions add up to +8,12 €, and the waterfall. */
export const WithData: Story = {
  play: ({ canvasElement }) => sentences(canvasElement, "Has consumido 22 kWh más: +2,86 €"),
};

/** The switch 'Mismo mes del año anterior' on. */
export const SameMonthLastYear: Story = {
  args: { against: "yearAgo" },
  play: ({ canvasElement }) => sentences(canvasElement, /3,13 € menos/),
};

export const NoPreviousInvoice: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { comparison: { previous: comparisonNone } }) } },
  play: ({ canvasElement }) => sentences(canvasElement, "No hay una factura anterior con la que comparar."),
};

export const Gas: Story = {
  args: { serieFactura: "GAS", numeroFactura: "FG26000045" },
  parameters: { msw: { handlers: insightHandlers(STORY_API, { comparison: { previous: comparisonGas } }) } },
  play: ({ canvasElement }) => sentences(canvasElement, "Has consumido 230,5 kWh más: +14,98 €"),
};

export const SelfConsumption: Story = {
  args: { numeroFactura: "FE26000124" },
  parameters: { msw: { handlers: insightHandlers(STORY_API, { comparison: { previous: comparisonSelfConsumption } }) } },
  play: ({ canvasElement }) => sentences(canvasElement, "La compensación de excedentes ha cambiado: +2,48 €"),
};

/** 3.0TD across a season change: the hours that moved between periods are the calendar's. */
export const SeasonChange: Story = {
  args: { numeroFactura: "FE26000310" },
  parameters: { msw: { handlers: insightHandlers(STORY_API, { comparison: { previous: comparisonSeasonChange } }) } },
  play: ({ canvasElement }) => sentences(canvasElement, /El calendario ha pasado horas de un periodo a otro/),
};

export const ErrorState: Story = {
  name: "Error",
  parameters: { msw: { handlers: insightHandlers(STORY_API, { comparison: "error" }) } },
  // The client retries a 5xx twice (after 1 s, then 2 s) before it shows the error.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert", {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};
