import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { breakdown20TD, breakdownGas, breakdownSelfConsumption, insightHandlers } from "../shared/insights/insights.testing";
import { InvoiceBreakdown } from "./InvoiceBreakdown";

const meta = {
  title: "Widgets/InvoiceBreakdown",
  component: InvoiceBreakdown,
  args: { serieFactura: "ENERGIA", numeroFactura: "FE26000123" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: insightHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof InvoiceBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { breakdown: "loading" }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cargando…")).toBeInTheDocument();
  },
};

/** A 2.0TD invoice: energy and power per period, the social bonus financing, tax, meter rental
 * and IVA. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("67,92 €")).toBeInTheDocument();
    await expect(within(canvasElement).getByText("Financiación del bono social")).toBeInTheDocument();
  },
};

export const SelfConsumption: Story = {
  args: { numeroFactura: "FE26000124" },
  parameters: { msw: { handlers: insightHandlers(STORY_API, { breakdown: breakdownSelfConsumption }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Compensación de excedentes")).toBeInTheDocument();
  },
};

export const Gas: Story = {
  args: { serieFactura: "GAS", numeroFactura: "FG26000045" },
  parameters: { msw: { handlers: insightHandlers(STORY_API, { breakdown: breakdownGas }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Impuesto de hidrocarburos")).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: "Error",
  parameters: { msw: { handlers: insightHandlers(STORY_API, { breakdown: "error" }) } },
  // The client retries a 5xx twice (after 1 s, then 2 s) before it shows the error.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert", {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

/** A paid invoice: 'Estado' 'Pagada' and its 'Fecha de vencimiento'. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Pagada")).toBeInTheDocument();
    await expect(canvas.getByText("25/03/2026")).toBeInTheDocument();
  },
};

/** A returned direct debit: 'Devuelta' and what to do. */
export const Returned: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { breakdown: { ...breakdown20TD, estado: "Devuelta" } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Devuelta")).toBeInTheDocument();
    await expect(canvas.getByText(/Tu banco ha devuelto el recibo/)).toBeInTheDocument();
  },
};

/** Unpaid past its due date: 'Vencida'. */
export const Overdue: Story = {
  parameters: { msw: { handlers: insightHandlers(STORY_API, { breakdown: { ...breakdown20TD, estado: "Vencida" } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Vencida")).toBeInTheDocument();
  },
};
