import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { InvoiceSearch } from "./InvoiceSearch";
import { CONTRACT, type InvoiceFixtureOptions, invoiceSearchHandlers } from "./InvoiceSearch.testing";

const network = (options: InvoiceFixtureOptions = {}) =>
  ({ msw: { handlers: invoiceSearchHandlers(STORY_API, options) } }) satisfies PortalStoryParameters;

const meta = {
  title: "Widgets/InvoiceSearch",
  component: InvoiceSearch,
  args: { codAbonado: CONTRACT },
  beforeEach: ensureResizeObserver,
  parameters: { portal: { storage: loggedInStorage() }, ...network() } satisfies PortalStoryParameters,
} satisfies Meta<typeof InvoiceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText("Últimas 10 facturas", {}, { timeout: 5000 });
  return canvas;
};

async function search(canvasElement: HTMLElement, from: string, to: string) {
  const canvas = await loaded(canvasElement);
  const desde = canvas.getByRole("textbox", { name: "Desde" });
  const hasta = canvas.getByRole("textbox", { name: "Hasta" });
  // Pasting keeps the story quick (typing key by key re-renders the whole screen each time).
  await userEvent.clear(desde);
  await userEvent.paste(from);
  await userEvent.clear(hasta);
  await userEvent.paste(to);
  await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
  return canvas;
}

export const Empty: Story = {
  parameters: network({ empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both tables, each when its own call has answered (findAll… would settle for the first).
    await waitFor(() => expect(canvas.getAllByText("No se han encontrado facturas en las fechas seleccionadas.")).toHaveLength(2), {
      timeout: 5000,
    });
  },
};

export const Gas: Story = {
  parameters: network({ line: "Gas" }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole("button", { name: "Descargar PDF de la factura 05000" })).toBeInTheDocument();
  },
};

export const FirstLoad: Story = {
  parameters: network({ unified: 3 }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole("button", { name: "Descargar ZIP" })).toBeInTheDocument();
  },
};

export const ResultsOverSeveralPages: Story = {
  args: { initialSearch: { startDate: "2024-01-01", endDate: "2024-06-10" } },
  parameters: network({ datedTotal: 23 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Resultados ( 23 )", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText("Página 1/3")).toBeInTheDocument();
  },
};

export const AmountsChart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Importes" }));
    await expect(canvas.getByRole("heading", { name: "Gráfico de importes" })).toBeInTheDocument();
  },
};

export const OverLimit: Story = {
  args: { initialSearch: { startDate: "2024-01-01", endDate: "2024-06-10" } },
  parameters: network({ datedTotal: 250 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Resultados actuales 250", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Descargar ZIP" })).toBeDisabled();
  },
};

export const DateErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, "01-01-2023", "10-06-2024");
    await expect(canvas.getByText("Sólo es posible realizar una consulta en un rango de 12 meses.")).toBeInTheDocument();
  },
};

export const DownloadError: Story = {
  parameters: network({ pdfFails: true }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Descargar PDF de la factura FE2405000" }));
    await expect(
      await canvas.findByText("Ha ocurrido un error al intentar descargar el PDF de la factura.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const NotYourContract: Story = {
  parameters: network({ notMine: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`No se ha encontrado el contrato ${CONTRACT} entre tus productos contratados.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
