import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_ADMIN_API } from "../../testing/storyParameters.testing";
import { SignupWizard } from "./SignupWizard";

/* The administrator's path: an administrator the retailer registered gives no password (the
 * owner of the mailbox chooses it from the link the signup mails), so no step asks for one. */

const found = { cupsAsociados: { select: [{ line: "Electricidad", cups: "ES0021000000000001JN" }] }, cupsElectricidad: 1, cupsGas: 0 };
const requestCode = (answer: () => Response | Promise<Response>) => http.post(`${STORY_ADMIN_API}/ov/user/api/signupCode`, answer);
const lookup = (answer: () => Response | Promise<Response>) => http.get(`${STORY_ADMIN_API}/ov/user/api/userCups`, answer);
const add = (answer: () => Response | Promise<Response>) => http.post(`${STORY_ADMIN_API}/ov/user/api/add`, answer);
const codeSent = requestCode(() =>
  HttpResponse.json({ code: 202, mensaje: "ok", destinos: { email: "n***@example.com" } }, { status: 202 }),
);
const contractsFound = lookup(() => HttpResponse.json(found));

const meta = {
  title: "Widgets/Account/SignupWizard/Administrator",
  component: SignupWizard,
  args: { administrator: true, contactEmail: "atencion@example.com" },
  parameters: { msw: { handlers: [codeSent, contractsFound] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof SignupWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAdministrator(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const enter = async (label: RegExp, text: string) => {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(text);
  };
  await enter(/^Nombre \/ Razón Social/, "Fincas Luna");
  await enter(/^Email/, "nueva@example.com");
  await userEvent.selectOptions(canvas.getByLabelText(/^Tipo de documento/), "cif");
  await enter(/^Número de documento/, "B12345674");
  await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
  return canvas;
}

async function toSummary(canvasElement: HTMLElement) {
  const canvas = await fillAdministrator(canvasElement);
  await userEvent.click(await canvas.findByLabelText(/^Código de verificación/));
  await userEvent.paste("123456");
  await userEvent.click(canvas.getByRole("button", { name: "Verificar código" }));
  await canvas.findByText("ES0021000000000001JN");
  return canvas;
}

/** Step 1: no password fields, and the note says where the password is chosen. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^No te pedimos una contraseña/)).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Contraseña/)).toBeNull();
    await expect(canvas.queryByLabelText(/^Confirmar contraseña/)).toBeNull();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription("El campo Email es obligatorio.");
  },
};

export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAdministrator(canvasElement);
    await expect(await canvas.findByText(/al correo electrónico con el que estás registrado como administrador/)).toBeInTheDocument();
    await expect(canvas.getByText("por correo electrónico a n***@example.com")).toBeInTheDocument();
  },
};

/** An e-mail the retailer did not register (or one that already has a password). */
export const NotRegistered: Story = {
  parameters: { msw: { handlers: [requestCode(() => HttpResponse.json({ code: 403, mensaje: "x" }, { status: 403 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAdministrator(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^No se ha encontrado ningún contrato/);
  },
};

export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toSummary(canvasElement);
    await expect(canvas.getByText("nueva-examplecom")).toBeInTheDocument();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [codeSent, contractsFound, add(() => delay("infinite").then(() => HttpResponse.json({})))] } },
  play: async ({ canvasElement }) => {
    const canvas = await toSummary(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar Datos" }));
    await expect(await canvas.findByRole("button", { name: "Confirmar Datos" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Step 4: the password is chosen from the mailed link. */
export const Received: Story = {
  parameters: {
    msw: { handlers: [codeSent, contractsFound, add(() => HttpResponse.json({ code: 201, mensaje: "ok" }, { status: 201 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toSummary(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar Datos" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "¡Gracias por registrarte! Te hemos enviado un correo electrónico con un enlace para que elijas tu contraseña y actives tu cuenta.",
    );
  },
};
