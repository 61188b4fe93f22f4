import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { RecoverUsername } from "./RecoverUsername";

const RECOVER = `${STORY_API}/ov/user/api/recovery/username`;
const answer = (status: number) =>
  ({
    parameters: {
      msw: {
        handlers: [
          http.post(RECOVER, () => (status === 200 ? HttpResponse.json({ code: 200, mensaje: "ok" }) : new HttpResponse(null, { status }))),
        ],
      },
    },
  }) satisfies Story;

const meta = {
  title: "Widgets/Account/RecoverUsername",
  component: RecoverUsername,
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof RecoverUsername>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), "demo@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
  return canvas;
}
const expectText =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByText(text)).toBeInTheDocument();
  };

export const Empty: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription("El campo Email es obligatorio.");
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(RECOVER, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Enviar" })).toHaveAttribute("aria-busy", "true");
  },
};

export const NoAccount: Story = { ...answer(204), play: expectText("No existe ninguna cuenta asociada a este correo electrónico.") };
export const NotFound: Story = { ...answer(400), play: expectText("No se ha encontrado ningún usuario con estos datos.") };
export const InternalError: Story = {
  ...answer(500),
  play: expectText("Se ha producido un error interno. Por favor, inténtalo más tarde."),
};
export const Unavailable: Story = {
  ...answer(503),
  play: expectText("El servicio no está disponible en este momento. Por favor, inténtalo más tarde."),
};
export const Sent: Story = { ...answer(200), play: expectText("Te hemos enviado un correo electrónico con tu nombre de usuario.") };

/** Too many calls from this address or for this account: the server's 429 says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(RECOVER, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos." },
            { status: 429, headers: { "Retry-After": "900" } },
          ),
        ),
      ],
    },
  },
  play: expectText("Has superado el número de intentos. Inténtalo de nuevo en 15 minutos."),
};
