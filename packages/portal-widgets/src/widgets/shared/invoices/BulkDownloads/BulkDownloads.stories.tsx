import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../../../testing/storyParameters.testing";
import { BulkDownloads } from "./BulkDownloads";

const meta = {
  title: "Primitives/BulkDownloads",
  component: BulkDownloads,
  args: { line: "Electricidad", count: 42, searched: true, query: { startDate: "2024-01-01", endDate: "2024-03-31" } },
  parameters: { portal: { storage: loggedInStorage() } } satisfies PortalStoryParameters,
} satisfies Meta<typeof BulkDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinLimits: Story = {};

export const OverLimit: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Resultados actuales 250")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Descargar PDF de facturas de Electricidad" })).toBeDisabled();
  },
};

export const GasOverTwelveMonths: Story = {
  args: { line: "Gas", count: 30, rangeRule: true, start: "2023-01-01", end: "2024-03-01" },
};

export const DownloadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`${STORY_API}/ov/invoices/api/fullbilling/allinPDF/Electricidad`, () => HttpResponse.json({}, { status: 500 }))],
    },
  } satisfies PortalStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Descargar PDF de facturas de Electricidad" }));
    await expect(await canvas.findByText("Ha ocurrido un error al intentar exportar las facturas en PDF")).toBeInTheDocument();
  },
};
