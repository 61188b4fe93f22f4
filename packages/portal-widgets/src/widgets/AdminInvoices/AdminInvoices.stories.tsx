import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_ADMIN_API, STORY_API } from "../../testing/storyParameters.testing";
import { fileAnswer, invoiceApi, type RawInvoice } from "../shared/invoices/invoices.testing";
import { AdminInvoices } from "./AdminInvoices";
import { adminInvoices, contractDetailApi } from "./AdminInvoices.testing";

/** The invoice calls on both hosts: the client sends filterfullbilling and the contract
 * details to the API host and follows PDF paths on the administrators' host. */
const api = (db: RawInvoice[], failDetails = false) =>
  [STORY_ADMIN_API, STORY_API].flatMap((base) => [...invoiceApi(base, db), contractDetailApi(base, failDetails)]);

const meta = {
  title: "Widgets/AdminInvoices",
  component: AdminInvoices,
  parameters: {
    portal: { storage: loggedInStorage({ admin: true }) },
    msw: { handlers: api(adminInvoices({ electricity: 8, gas: 3 })) },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof AdminInvoices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 10 invoices: unified, miscellaneous, not downloadable, electricity and gas. */
export const FirstLoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Últimas 10 facturas")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Unificado: factura FU800001 en PDF" })).toBeInTheDocument();
    await expect(canvas.getByText("PDF No disponible")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(`${STORY_API}/ov/invoices/api/filterfullbilling`, () => delay("infinite")), ...api([])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando facturas…")).toBeInTheDocument();
  },
};

/** 25 electricity and 12 gas results: three pages (the larger line's count). */
export const SeveralPages: Story = {
  parameters: { msw: { handlers: api(adminInvoices({ electricity: 25, gas: 12 })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Últimas 10 facturas");
    await userEvent.clear(canvas.getByLabelText("Desde"));
    await userEvent.type(canvas.getByLabelText("Desde"), "01-01-2026");
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await expect(await canvas.findByText("Resultados: 37 (Electricidad: 25, Gas: 12)", {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(canvas.getByText("1/3")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: api([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No se han encontrado facturas en las fechas seleccionadas.")).toBeInTheDocument();
  },
};

/** 250 results: PDF and ZIP blocked on both lines. */
export const OverLimit: Story = {
  parameters: { msw: { handlers: api(adminInvoices({ electricity: 240, gas: 10 })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Últimas 10 facturas");
    await userEvent.clear(canvas.getByLabelText("Desde"));
    await userEvent.type(canvas.getByLabelText("Desde"), "01-01-2026");
    await userEvent.click(canvas.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(canvas.getAllByText("Resultados actuales 250")).toHaveLength(2), { timeout: 3000 });
    await expect(canvas.getByRole("button", { name: "Descargar ZIP de facturas de Gas" })).toBeDisabled();
  },
};

/** An invoice PDF that fails: the message names the invoice. */
export const DownloadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_ADMIN_API}/ov/invoices/api/pdf`, () => fileAnswer(30, "application/pdf")),
        http.get(`${STORY_API}/ov/invoices/api/pdf`, () => fileAnswer(30, "application/pdf")),
        ...api(adminInvoices({ electricity: 8, gas: 3 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Descargar la factura 700003 en PDF" }));
    await expect(await canvas.findByText("Ha ocurrido un error al intentar descargar la factura: 700003")).toBeInTheDocument();
  },
};

/** 'Detalles del Contrato' open over the blurred page. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Últimas 10 facturas");
    await userEvent.click(canvas.getAllByRole("button", { name: "Ver los detalles del contrato 400006" })[0]!);
    const dialog = await within(document.body).findByRole("dialog", { name: "Detalles del Contrato" });
    await expect(await within(dialog).findByText("125,75")).toBeInTheDocument();
  },
};

/** The details cannot be read: the popup closes with the spec's message. */
export const ContractError: Story = {
  parameters: { msw: { handlers: api(adminInvoices({ electricity: 8, gas: 3 }), true) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Últimas 10 facturas");
    await userEvent.click(canvas.getAllByRole("button", { name: "Ver los detalles del contrato 400001" })[0]!);
    await expect(
      await canvas.findByText("Se ha producido un error al intentar obtener la información del contrato 400001"),
    ).toBeInTheDocument();
  },
};
