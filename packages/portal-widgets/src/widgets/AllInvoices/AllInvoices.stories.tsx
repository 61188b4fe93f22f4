import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { ensureResizeObserver } from "../../ui/AmountRange/resizeObserverStub.testing";
import { demoInvoices, fileAnswer, invoiceApi, makeInvoices } from "../shared/invoices/invoices.testing";
import { AllInvoices } from "./AllInvoices";

const storage = loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "true" } });
/** A customer without unified invoices: one list. */
const simpleOnly = loggedInStorage({ extra: { [SESSION_KEYS.hasUnicasInvoices]: "false" } });

const meta = {
  title: "Widgets/AllInvoices",
  component: AllInvoices,
  beforeEach: ensureResizeObserver,
  parameters: {
    portal: { storage },
    msw: { handlers: invoiceApi(STORY_API, demoInvoices()) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof AllInvoices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a Desde/Hasta pair and presses Buscar. */
async function search(canvasElement: HTMLElement, desde: string, hasta: string) {
  const canvas = within(canvasElement);
  await canvas.findAllByText("Últimas 10 facturas");
  await userEvent.clear(canvas.getByLabelText("Desde"));
  await userEvent.type(canvas.getByLabelText("Desde"), desde);
  await userEvent.clear(canvas.getByLabelText("Hasta"));
  await userEvent.type(canvas.getByLabelText("Hasta"), hasta);
  await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
}

/** The first load: the last 10 simple and unified electricity invoices. */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "Facturas Unificadas" })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByText("Últimas 10 facturas")).toHaveLength(2));
    await expect(canvas.getByText("PDF No disponible")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Varios: factura 100002 en PDF" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${STORY_API}/ov/invoices/api/fullbilling`, () => delay("infinite")), ...invoiceApi(STORY_API, [])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText("Cargando facturas…")).toHaveLength(2);
  },
};

/** A search with 25 simple invoices: three pages, the third one shown. */
export const SeveralPages: Story = {
  parameters: {
    portal: { storage: simpleOnly },
    msw: { handlers: invoiceApi(STORY_API, makeInvoices({ line: "Electricidad", count: 25, newest: "2026-10-28" })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, "01-10-2026", "28-10-2026");
    await expect(await canvas.findByText("Resultados: 25", {}, { timeout: 3000 })).toBeInTheDocument();
    const pager = canvas.getByRole("navigation", { name: "Paginación de Facturas Simples" });
    await userEvent.click(within(pager).getByRole("button", { name: "Página 3" }));
    await expect(await within(pager).findByText("3/3")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: invoiceApi(STORY_API, []) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText("No se han encontrado facturas en las fechas seleccionadas.")).toHaveLength(2));
  },
};

/** 1200 results: Excel, PDF and ZIP blocked, with the limits broken. */
export const OverLimit: Story = {
  parameters: {
    portal: { storage: simpleOnly },
    msw: {
      handlers: invoiceApi(
        STORY_API,
        makeInvoices({ line: "Electricidad", count: 1_200, newest: "2026-10-28" }).map((invoice, i) => ({
          ...invoice,
          launchDate: `2026-10-${String(1 + (i % 28)).padStart(2, "0")}`,
        })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, "01-10-2026", "28-10-2026");
    await expect(await canvas.findByText("Resultados actuales 1200")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Descargar Excel de facturas de Electricidad" })).toBeDisabled();
  },
};

/** An invoice PDF that comes back as an error page. */
export const DownloadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/invoices/api/pdf`, () => fileAnswer(20, "application/pdf")),
        ...invoiceApi(STORY_API, demoInvoices()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Descargar la factura 100000 en PDF" }));
    await expect(await canvas.findByText("Ha ocurrido un error al intentar descargar el PDF de la factura.")).toBeInTheDocument();
  },
};

/** The Desde calendar open. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText("Últimas 10 facturas");
    await userEvent.click(canvas.getByRole("button", { name: "Abrir calendario: Desde" }));
    await expect(await within(document.body).findByRole("dialog", { name: "Calendario: Desde" })).toBeInTheDocument();
  },
};

/** The Gas tab, with its own lists. */
export const GasTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText("Últimas 10 facturas");
    await userEvent.click(canvas.getByRole("tab", { name: "Gas" }));
    await expect(await canvas.findByText("500000")).toBeInTheDocument();
  },
};

/** 'Encontrar factura' with one number found. */
export const FindOneInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Encontrar factura" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Número de factura" }), "100004");
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(await canvas.findByText("Resultados: 1")).toBeInTheDocument();
  },
};

export const NoGasContracts: Story = {
  parameters: { portal: { storage: { ...storage, [SESSION_KEYS.totalContractsGas]: "0", [SESSION_KEYS.totalGas]: "0" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText("Últimas 10 facturas");
    await expect(canvas.queryByRole("tab", { name: "Gas" })).toBeNull();
  },
};

/** A failed search shows the empty message too (part 2 §8). */
export const SearchFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/invoices/api/fullbilling`, () =>
          HttpResponse.json({ code: 4121, message: "Sólo es posible realizar una consulta en un rango de 12 meses." }, { status: 400 }),
        ),
        ...invoiceApi(STORY_API, []),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByText("No se han encontrado facturas en las fechas seleccionadas.")).toHaveLength(2),
    );
  },
};
