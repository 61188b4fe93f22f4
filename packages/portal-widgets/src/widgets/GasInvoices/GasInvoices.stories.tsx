import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { fileAnswer, invoiceApi, makeInvoices, type RawInvoice } from "../shared/invoices/invoices.testing";
import { GasInvoices } from "./GasInvoices";

const storage = loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } });

function gasInvoices(count = 6): RawInvoice[] {
  const simple = makeInvoices({ line: "Gas", count, newest: "2026-10-20" });
  simple[0] = { ...simple[0]!, hasProformas: 2 };
  const unified = makeInvoices({ line: "Gas", count: 2, newest: "2026-10-12", firstNumber: 600_000, unified: true });
  return [...simple, ...unified];
}

const meta = {
  title: "Widgets/GasInvoices",
  component: GasInvoices,
  beforeEach: ensureResizeObserver,
  parameters: {
    portal: { storage },
    msw: { handlers: invoiceApi(STORY_API, gasInvoices()) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof GasInvoices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 10 simple and unified gas invoices, one with proformas. */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText("Últimas 10 facturas")).toHaveLength(2));
    // Its proformas, 'Desglose' and '¿Por qué ha cambiado?' are behind the row's menu.
    await expect(canvas.getByRole("button", { name: "Más acciones de 500000" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${STORY_API}/ov/invoices/api/fullbilling`, () => delay("infinite")), ...invoiceApi(STORY_API, [])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando facturas…")).toBeInTheDocument();
  },
};

/** 26 invoices after a search (unified ones included: this customer has them listed together): three pages. */
export const SeveralPages: Story = {
  parameters: {
    portal: { storage: { ...storage, [SESSION_KEYS.hasUnicasInvoices]: "false" } },
    msw: { handlers: invoiceApi(STORY_API, gasInvoices(24)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Últimas 10 facturas");
    await userEvent.clear(canvas.getByLabelText("Desde"));
    await userEvent.type(canvas.getByLabelText("Desde"), "01-09-2026");
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(await canvas.findByText("Resultados: 26", {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByText("1/3")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: invoiceApi(STORY_API, []) } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByText("No se han encontrado facturas en las fechas seleccionadas.")).toHaveLength(2),
    );
  },
};

/** Exports over the limits: 250 results block PDF and ZIP. */
export const OverLimit: Story = {
  parameters: {
    portal: { storage: { ...storage, [SESSION_KEYS.hasUnicasInvoices]: "false" } },
    msw: { handlers: invoiceApi(STORY_API, makeInvoices({ line: "Gas", count: 250, newest: "2026-10-20" })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Últimas 10 facturas");
    await userEvent.clear(canvas.getByLabelText("Desde"));
    await userEvent.type(canvas.getByLabelText("Desde"), "01-01-2026");
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(await canvas.findByText("Resultados actuales 250", {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Descargar PDF de facturas de Gas" })).toBeDisabled();
  },
};

/** A proforma that comes back too small to be the file. */
export const DownloadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/invoices/api/proforma`, () => fileAnswer(120, "application/zip")),
        ...invoiceApi(STORY_API, gasInvoices()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Más acciones de 500000" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("menuitem", { name: "Proformas de la factura 500000" }));
    await expect(await canvas.findByText("Ha ocurrido un error al intentar descargar el archivo solicitado.")).toBeInTheDocument();
  },
};

/** A row with more than three actions: its 'Más acciones' menu open on the proformas,
 * 'Desglose' and '¿Por qué ha cambiado?'. */
export const RowMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Más acciones de 500000" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("menu", { name: "Más acciones de 500000" })).toBeVisible();
  },
};

/** The Hasta calendar open. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText("Últimas 10 facturas");
    await userEvent.click(canvas.getByRole("button", { name: "Abrir calendario: Hasta" }));
    await expect(await within(document.body).findByRole("dialog", { name: "Calendario: Hasta" })).toBeInTheDocument();
  },
};

/** No electricity contracts: no Electricidad link. */
export const GasOnlyCustomer: Story = {
  parameters: {
    portal: { storage: { ...storage, [SESSION_KEYS.totalContractsElectricidad]: "0", [SESSION_KEYS.totalElectricidad]: "0" } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText("Últimas 10 facturas");
    await expect(canvas.queryByRole("link", { name: "Electricidad" })).toBeNull();
  },
};
