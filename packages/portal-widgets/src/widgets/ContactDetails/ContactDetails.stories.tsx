import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { preferencesHandlers } from "../shared/preferences/preferences.testing";
import { ContactDetails } from "./ContactDetails";
import { CONTACT_SAMPLE, contactDetailsHandlers } from "./contactDetails.testing";

const PHONE = `${STORY_API}/ov/user/api/contact/phone`;
const EMAIL = `${STORY_API}/ov/user/api/contact/email`;
const details = contactDetailsHandlers([STORY_API]);
const sent = () => HttpResponse.json({ code: 202, mensaje: "x", destino: "*** *** 678" }, { status: 202 });
const withHandlers = (...handlers: ReturnType<typeof http.post>[]) => ({ parameters: { msw: { handlers: [...details, ...handlers] } } });

const meta = {
  title: "Widgets/Account/ContactDetails",
  component: ContactDetails,
  parameters: { portal: { storage: loggedInStorage() }, msw: { handlers: details } } satisfies PortalStoryParameters,
} satisfies Meta<typeof ContactDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeNumber(canvasElement: HTMLElement, number = "612 345 678") {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Cambiar el teléfono móvil" }));
  await userEvent.type(canvas.getByLabelText(/^Nuevo teléfono móvil/), number);
  await userEvent.click(canvas.getByRole("button", { name: "Enviar código" }));
  return canvas;
}

async function typeEmail(canvasElement: HTMLElement, address = "nueva@example.com") {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Cambiar el correo electrónico" }));
  await userEvent.type(canvas.getByLabelText(/^Nuevo correo electrónico/), address);
  await userEvent.click(canvas.getByRole("button", { name: "Enviar enlace" }));
  return canvas;
}

export const Details: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(`${STORY_API}/ov/user/api/contact`, () => delay("infinite"))] } },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...preferencesHandlers(STORY_API),
        http.get(`${STORY_API}/ov/user/api/contact`, () => HttpResponse.json({}, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("No hemos podido cargar tus datos de contacto.");
  },
};

export const EmailPending: Story = {
  parameters: { msw: { handlers: contactDetailsHandlers([STORY_API], { ...CONTACT_SAMPLE, emailPendiente: "nueva@example.com" }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Pendiente de confirmar: nueva@example.com/)).toBeInTheDocument();
  },
};

export const PhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeNumber(canvasElement, "912345678");
    await expect(canvas.getByLabelText(/^Nuevo teléfono móvil/)).toHaveAccessibleDescription(
      expect.stringContaining("Introduce un número de móvil español"),
    );
  },
};

export const PhoneCodeStep: Story = {
  ...withHandlers(http.post(PHONE, sent)),
  play: async ({ canvasElement }) => {
    const canvas = await typeNumber(canvasElement);
    await expect(await canvas.findByLabelText(/^Código recibido por SMS/)).toBeInTheDocument();
  },
};

export const PhoneWrongCode: Story = {
  ...withHandlers(
    http.post(PHONE, sent),
    http.post(`${PHONE}/confirm`, () => HttpResponse.json({ code: 422, mensaje: "x" }, { status: 422 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await typeNumber(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Código recibido por SMS/), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El código no es correcto o ha caducado.");
  },
};

export const PhoneSaved: Story = {
  ...withHandlers(
    http.post(PHONE, sent),
    http.post(`${PHONE}/confirm`, () => HttpResponse.json({ mensaje: "ok" })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await typeNumber(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Código recibido por SMS/), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByText("Hemos guardado tu nuevo teléfono móvil.")).toBeInTheDocument();
  },
};

export const EmailSending: Story = {
  ...withHandlers(http.post(EMAIL, () => delay("infinite").then(sent))),
  play: async ({ canvasElement }) => {
    const canvas = await typeEmail(canvasElement);
    await expect(canvas.getByRole("button", { name: "Enviar enlace" })).toHaveAttribute("aria-busy", "true");
  },
};

export const EmailInUse: Story = {
  ...withHandlers(http.post(EMAIL, () => HttpResponse.json({ code: 409, mensaje: "x" }, { status: 409 }))),
  play: async ({ canvasElement }) => {
    const canvas = await typeEmail(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("No puedes usar esta dirección de correo electrónico.");
  },
};

export const EmailLinkSent: Story = {
  ...withHandlers(http.post(EMAIL, sent)),
  play: async ({ canvasElement }) => {
    const canvas = await typeEmail(canvasElement);
    await expect(await canvas.findByText(/Te hemos enviado un enlace a la nueva dirección/)).toBeInTheDocument();
  },
};

/** 'Dirección postal': a contract's address open for a change, a postal code outside 01–52 named. */
export const PostalAddressInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cambiar la dirección postal (Contrato 100001)" }));
    const code = canvas.getByRole("textbox", { name: /^Código postal/ });
    await userEvent.clear(code);
    await userEvent.type(code, "60001");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar la dirección" }));
    await expect(
      await canvas.findByText("El código postal no es de ninguna provincia: sus dos primeras cifras van del 01 al 52."),
    ).toBeInTheDocument();
  },
};
