import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import {
  DEMO_OWED,
  NOTHING_OWED,
  OVERDUE,
  owedStatus,
  PENDING,
  paymentHandler,
  RETURNED,
  withPayLinks,
} from "../shared/payment/payment.testing";
import { PaymentStatus } from "./PaymentStatus";

const meta = {
  title: "Widgets/PaymentStatus",
  component: PaymentStatus,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [paymentHandler(STORY_API, DEMO_OWED)] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof PaymentStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = (status: Parameters<typeof paymentHandler>[1]) => ({ msw: { handlers: [paymentHandler(STORY_API, status)] } });

export const Loading: Story = {
  parameters: answer("loading"),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Consultando si tienes facturas pendientes…")).toBeInTheDocument();
  },
};

/** Everything paid: 'No tienes ningún importe pendiente.' */
export const NothingOwed: Story = {
  parameters: answer(NOTHING_OWED),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No tienes ningún importe pendiente/)).toBeInTheDocument();
  },
};

/** One invoice not yet due: 'Pendiente', the transfer account and the reference. */
export const Pending: Story = {
  parameters: answer(owedStatus([PENDING])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Pendiente")).toBeInTheDocument();
    await expect(canvas.getByText("ES91 2100 0418 4502 0005 1332")).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: /Pagar/ })).toBeNull();
  },
};

/** A returned direct debit: 'Devuelta' and what to do. */
export const Returned: Story = {
  parameters: answer(owedStatus([RETURNED])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Devuelta")).toBeInTheDocument();
    await expect(canvas.getByText(/Tu banco ha devuelto el recibo/)).toBeInTheDocument();
  },
};

/** Past its due date unpaid: 'Vencida'. */
export const Overdue: Story = {
  parameters: answer(owedStatus([OVERDUE])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Vencida")).toBeInTheDocument();
  },
};

/** The demo customer's two invoices: 123,45 €, the exact sum of 69,01 € and 54,44 €. */
export const PendingAndReturned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("123,45 €")).toBeInTheDocument();
    await expect(canvas.getByText(`${RETURNED.referencia}, ${PENDING.referencia}`)).toBeInTheDocument();
  },
};

/** The retailer has a payment page (PAYMENT_URL_TEMPLATE): a 'Pagar' link per invoice. */
export const WithPaymentLink: Story = {
  parameters: answer(withPayLinks(DEMO_OWED)),
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole("link", { name: /^Pagar la factura/ });
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAttribute("href", `https://pagos.example.es/pagar?factura=${PENDING.referencia}&importe=54.44`);
  },
};

export const LoadError: Story = {
  parameters: answer("error"),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No hemos podido consultar/, {}, { timeout: 8000 })).toBeInTheDocument();
  },
};
