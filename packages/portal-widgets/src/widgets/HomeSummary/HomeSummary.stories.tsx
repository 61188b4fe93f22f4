import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { contracts, cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { insightHandlers } from "../shared/insights/insights.testing";
import { demoInvoices, invoiceApi } from "../shared/invoices/invoices.testing";
import { DEMO_OWED, paymentHandler, withPayLinks } from "../shared/payment/payment.testing";
import { HomeSummary } from "./HomeSummary";

/** A fresh login: no totals stored yet, so the cards wait for the server. */
function freshLogin() {
  const storage = loggedInStorage();
  for (const key of [
    SESSION_KEYS.totalElectricidad,
    SESSION_KEYS.totalGas,
    SESSION_KEYS.totalContractsElectricidad,
    SESSION_KEYS.totalContractsGas,
  ]) {
    storage[key] = "";
  }
  return storage;
}

const openCount = (total: number) => http.get(`${STORY_API}/ov/issues/api/status/open`, () => HttpResponse.json({ total_count: total }));

// The last invoice and this month's cost, from the invoice search's and the insights' mocks.
const cards = [...invoiceApi(STORY_API, demoInvoices()), ...insightHandlers(STORY_API)];
const loadingCards = [
  http.get(`${STORY_API}/ov/invoices/api/fullbilling`, () => delay("infinite")),
  paymentHandler(STORY_API, "loading"),
  http.get(`${STORY_API}/ov/insights/contracts/:code/cost-this-month`, () => delay("infinite")),
];
const failingCards = [
  http.get(`${STORY_API}/ov/invoices/api/fullbilling`, () => HttpResponse.json({ code: 500 }, { status: 500 })),
  paymentHandler(STORY_API, "error"),
  http.get(`${STORY_API}/ov/insights/contracts/:code/cost-this-month`, () => HttpResponse.json({ code: 500 }, { status: 500 })),
];

const meta = {
  title: "Widgets/HomeSummary",
  component: HomeSummary,
  parameters: {
    portal: { storage: freshLogin() },
    msw: { handlers: [cupsMeHandler(STORY_API, demoContracts), openCount(2), ...cards] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof HomeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => delay("infinite")),
        http.get(`${STORY_API}/ov/issues/api/status/open`, () => delay("infinite")),
        ...loadingCards,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The two totals, the open requests, the last invoice and 'Tu consumo este mes'.
    await expect(within(canvasElement).getAllByText("Cargando…")).toHaveLength(5);
  },
};

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("12")).toBeInTheDocument();
    await expect(await canvas.findByText("2")).toBeInTheDocument();
    await expect(await canvas.findByRole("heading", { name: "Tu última factura" })).toBeInTheDocument();
    await expect(await canvas.findByRole("button", { name: /Desglose/ })).toBeInTheDocument();
  },
};

/** No open requests and no gas contracts: the gas invoice link is left out. */
export const Empty: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API, contracts("Electricidad", 1)), openCount(0), ...cards] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("1")).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Facturas de Gas" })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${STORY_API}/ov/cups/api/cupsMe`, () => HttpResponse.json({ code: 400 }, { status: 400 })),
        http.get(`${STORY_API}/ov/issues/api/status/open`, () => HttpResponse.json({ code: 404 }, { status: 404 })),
        ...failingCards,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Contratos")).toBeInTheDocument();
    // findAll… settles for the first message; the others follow as their calls fail.
    // The two totals, the open requests and the last invoice.
    await waitFor(() => expect(canvas.getAllByText("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.")).toHaveLength(4));
  },
};

/** Something is owed: 'Importe pendiente' under 'Tu última factura', with how to pay. */
export const SomethingOwed: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API, demoContracts), openCount(2), paymentHandler(STORY_API, DEMO_OWED), ...cards] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Importe pendiente" })).toBeInTheDocument();
    await expect(await canvas.findByText("123,45 €")).toBeInTheDocument();
    await expect(canvas.getByText("Devuelta")).toBeInTheDocument();
  },
};

/** The same with the retailer's payment page: 'Pagar' beside each invoice. */
export const SomethingOwedWithPaymentLink: Story = {
  parameters: {
    msw: {
      handlers: [cupsMeHandler(STORY_API, demoContracts), openCount(2), paymentHandler(STORY_API, withPayLinks(DEMO_OWED)), ...cards],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole("link", { name: /^Pagar la factura/ })).toHaveLength(2);
  },
};
