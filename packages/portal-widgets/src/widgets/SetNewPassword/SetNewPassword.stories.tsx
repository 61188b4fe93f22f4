import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { SetNewPassword } from "./SetNewPassword";

// The call first asks for a client-credentials token (the provider's clientCredentials).
const clientToken = http.post(`${STORY_API}/token`, () =>
  HttpResponse.json({ access_token: "story-client-token", token_type: "Bearer", expires_in: 300 }),
);
const answer = (reply: () => Response | Promise<Response>) => ({
  parameters: {
    msw: { handlers: [clientToken, http.post(`${STORY_API}/ov/users/set-password`, reply)] },
    portal: { clientCredentials: { id: "story-client", secret: "story-secret" } },
  } satisfies PortalStoryParameters,
});

const meta = {
  title: "Widgets/Account/SetNewPassword",
  component: SetNewPassword,
  args: { confirmation: "story-token" },
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof SetNewPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

async function save(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), "Nueva2026!");
  await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Nueva2026!");
  await userEvent.click(canvas.getByRole("button", { name: "Guardar contraseña" }));
  return canvas;
}

export const Empty: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), "Nueva2026!");
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), "Otra2026!");
    await userEvent.click(canvas.getByRole("button", { name: "Guardar contraseña" }));
    await expect(canvas.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription("Las contraseñas no coinciden.");
  },
};

export const MissingToken: Story = {
  args: { confirmation: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
  },
};

export const Saving: Story = {
  ...answer(() => delay("infinite").then(() => new HttpResponse(null, { status: 202 }))),
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Guardar contraseña" })).toHaveAttribute("aria-busy", "true");
  },
};

export const CodeExpired: Story = {
  ...answer(() => HttpResponse.json({ code: 147, mensaje: "x" }, { status: 400 })),
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El código de confirmación ha caducado o no es correcto.");
    await expect(canvas.getByRole("link", { name: "Solicitar nuevo enlace" })).toBeInTheDocument();
    // What the user typed stays, for a retry once they have a new link.
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveValue("Nueva2026!");
  },
};

export const Saved: Story = {
  ...answer(() => new HttpResponse(null, { status: 202 })),
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByText("La contraseña se ha guardado correctamente.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Ir a la Oficina Virtual" })).toBeInTheDocument();
  },
};
