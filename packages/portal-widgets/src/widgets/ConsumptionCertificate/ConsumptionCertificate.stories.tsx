import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { cupsMeHandler, fileBody } from "../shared/measures/measures.testing";
import { ConsumptionCertificate } from "./ConsumptionCertificate";

const CERTIFICATE = `${STORY_API}/ov/contracts/api/consumptionsCertified`;
const pdf = (size: number) => () => new HttpResponse(fileBody(size), { headers: { "Content-Type": "application/pdf" } });

const meta = {
  title: "Widgets/ConsumptionCertificate",
  component: ConsumptionCertificate,
  args: { codAbonado: "100234", today: "2026-03-15" },
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [cupsMeHandler(STORY_API), http.get(CERTIFICATE, pdf(1800))] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof ConsumptionCertificate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 12 months, ready to ask. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Obtener Certificado" })).toBeEnabled();
  },
};

export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const desde = await canvas.findByLabelText("Desde");
    await userEvent.clear(desde);
    await userEvent.type(desde, "01-01-2026");
    await expect(desde).toHaveValue("01-01-2026");
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [cupsMeHandler(STORY_API), http.get(CERTIFICATE, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Obtener Certificado" }));
    const button = canvas.getByRole("button", { name: "Obtener Certificado" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

/** No invoices in range: the server's 404, shown as the none-found message. */
export const NoneFound: Story = {
  parameters: {
    msw: { handlers: [cupsMeHandler(STORY_API), http.get(CERTIFICATE, () => HttpResponse.json({ code: 404 }, { status: 404 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Obtener Certificado" }));
    await expect(await canvas.findByText("No se han encontrado certificados en las fechas seleccionadas.")).toBeInTheDocument();
  },
};

export const InvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const desde = await canvas.findByLabelText("Desde");
    await userEvent.clear(desde);
    await userEvent.click(canvas.getByRole("button", { name: "Obtener Certificado" }));
    await expect(await canvas.findByText("El campo Desde es obligatorio.")).toBeInTheDocument();
  },
};
