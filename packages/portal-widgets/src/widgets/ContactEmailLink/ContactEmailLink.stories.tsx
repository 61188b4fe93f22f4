import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { ContactEmailLink } from "./ContactEmailLink";

const CONFIRM = `${STORY_API}/ov/user/api/contact/email/confirm`;
const UNDO = `${STORY_API}/ov/user/api/contact/email/undo`;
const answering = (url: string, answer: () => Response | Promise<Response>) => ({
  parameters: { msw: { handlers: [http.post(url, answer)] } },
});

const meta = {
  title: "Widgets/Account/ContactEmailLink",
  component: ContactEmailLink,
  args: { action: "confirm", token: "story-token" },
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof ContactEmailLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name }));
  return canvas;
};

export const ConfirmReady: Story = {};
export const UndoReady: Story = { args: { action: "undo" } };
export const MissingToken: Story = { args: { token: null } };

export const Sending: Story = {
  ...answering(CONFIRM, () => delay("infinite").then(() => HttpResponse.json({ mensaje: "ok" }))),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, "Confirmar");
    await expect(canvas.getByRole("button", { name: "Confirmar" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Confirmed: Story = {
  ...answering(CONFIRM, () => HttpResponse.json({ mensaje: "ok" })),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, "Confirmar");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Hemos cambiado tu dirección de correo electrónico.");
  },
};

export const Undone: Story = {
  args: { action: "undo" },
  ...answering(UNDO, () => HttpResponse.json({ mensaje: "ok" })),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, "Deshacer el cambio");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Hemos vuelto a poner tu dirección de correo electrónico anterior");
  },
};

export const InvalidLink: Story = {
  ...answering(CONFIRM, () => HttpResponse.json({ code: 410, mensaje: "x" }, { status: 410 })),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, "Confirmar");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El enlace no es válido, ya se ha usado o ha caducado.");
  },
};

export const ServerError: Story = {
  ...answering(CONFIRM, () => HttpResponse.json({ code: 500, mensaje: "x" }, { status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, "Confirmar");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Ha ocurrido un error.");
    await expect(canvas.getByRole("button", { name: "Confirmar" })).toBeInTheDocument();
  },
};
