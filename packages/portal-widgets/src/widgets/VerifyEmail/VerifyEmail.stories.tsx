import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { VerifyEmail } from "./VerifyEmail";

const VERIFY = `${STORY_API}/ov/user/api/verifyUserEmail/`;
const CHECK = `${STORY_API}/ov/user/api/validateEmailToken/`;
// The page checks its token when it opens.
const liveLink = http.get(CHECK, () => HttpResponse.json({ mensaje: "Token válido." }));
const verify = (answer: () => Response | Promise<Response>) => ({
  parameters: { msw: { handlers: [liveLink, http.get(VERIFY, answer)] } },
});

const meta = {
  title: "Widgets/Account/VerifyEmail",
  component: VerifyEmail,
  args: { token: "story-token" },
  parameters: { msw: { handlers: [liveLink] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof VerifyEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Confirmar" }));
  return canvas;
};

export const Ready: Story = {};

export const Sending: Story = {
  ...verify(() => delay("infinite").then(() => new HttpResponse(null, { status: 204 }))),
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Confirmar" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Verified: Story = {
  ...verify(() => new HttpResponse(null, { status: 204 })),
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Tu correo electrónico se ha verificado correctamente.");
  },
};

export const LinkExpired: Story = {
  ...verify(() => HttpResponse.json({ code: 147, mensaje: "x" }, { status: 410 })),
  play: async ({ canvasElement }) => {
    const canvas = await confirm(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    await expect(canvas.getByRole("button", { name: "Volver a intentar" })).toBeInTheDocument();
  },
};

export const Checking: Story = {
  parameters: { msw: { handlers: [http.get(CHECK, () => delay("infinite").then(() => HttpResponse.json({ mensaje: "" })))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Comprobando el enlace…");
  },
};

export const DeadLinkOnLoad: Story = {
  parameters: { msw: { handlers: [http.get(CHECK, () => HttpResponse.json({ mensaje: "Error al validar usuario." }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    await expect(canvas.queryByRole("button", { name: "Confirmar" })).not.toBeInTheDocument();
  },
};

export const MissingToken: Story = {
  args: { token: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Solicitar nuevo enlace" })).toBeInTheDocument();
  },
};
