import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../../testing/storyParameters.testing";
import { InvoiceInsightActions } from "./InvoiceInsightActions";
import { insightHandlers } from "./insights.testing";

/** An invoice row's 'Desglose' and '¿Por qué ha cambiado?', as every invoice list shows them. */
const meta = {
  title: "Primitives/InvoiceInsightActions",
  component: InvoiceInsightActions,
  args: { invoice: { series: "ENERGIA", number: "FE26000123", shownNumber: "FE26000123" }, comparable: true },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: insightHandlers(STORY_API) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof InvoiceInsightActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const NoPreviousInvoice: Story = { args: { comparable: false } };

export const BreakdownOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Desglose de la factura FE26000123" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Desglose de la factura FE26000123" });
    await expect(await within(dialog).findByText("67,92 €")).toBeInTheDocument();
  },
};

export const ComparisonOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "¿Por qué ha cambiado la factura FE26000123?" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Comparación con la factura anterior" });
    await expect(await within(dialog).findByText(/8,12 € más/)).toBeInTheDocument();
  },
};
