import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { EmailLinkPasswordChange } from "./EmailLinkPasswordChange";

const CHECK = `${STORY_API}/ov/user/api/validateEmailToken/`;
const UPDATE = `${STORY_API}/ov/user/api/updatePassword/`;
const validToken = http.get(CHECK, () => HttpResponse.json({ mensaje: "Token válido." }));
const update = (answer: () => Response | Promise<Response>) => ({
  parameters: { msw: { handlers: [validToken, http.put(UPDATE, answer)] } },
});

const meta = {
  title: "Widgets/Account/EmailLinkPasswordChange",
  component: EmailLinkPasswordChange,
  args: { token: "story-token" },
  parameters: { msw: { handlers: [validToken] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof EmailLinkPasswordChange>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "Nueva2026!");
  await userEvent.type(canvas.getByLabelText(/^Confirmar nueva contraseña/), "Nueva2026!");
  await userEvent.click(canvas.getByRole("button", { name: "Cambiar contraseña" }));
  return canvas;
}

export const CheckingLink: Story = {
  parameters: { msw: { handlers: [http.get(CHECK, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Comprobando el enlace…")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^Nueva contraseña/);
    await expect(canvas.getByRole("button", { name: "Cambiar contraseña" })).toBeDisabled();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), "corta");
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription("La contraseña debe tener al menos 8 caracteres.");
  },
};

export const Sending: Story = {
  ...update(() => delay("infinite").then(() => new HttpResponse(null, { status: 204 }))),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Cambiar contraseña" })).toHaveAttribute("aria-busy", "true");
  },
};

export const SpecialCharacters: Story = {
  ...update(() => HttpResponse.json({ code: 465, mensaje: "x" }, { status: 465 })),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("La contraseña contiene caracteres especiales no permitidos.");
  },
};

export const LinkExpired: Story = {
  parameters: { msw: { handlers: [http.get(CHECK, () => HttpResponse.json({ mensaje: "Error al validar usuario." }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
  },
};

export const ExpiredOnSend: Story = {
  ...update(() => HttpResponse.json({ code: 147, mensaje: "x" }, { status: 410 })),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
  },
};

export const Changed: Story = {
  ...update(() => new HttpResponse(null, { status: 204 })),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Tu contraseña se ha actualizado correctamente.");
  },
};
