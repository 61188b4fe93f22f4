import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { ResendValidation } from "./ResendValidation";

const RESEND = `${STORY_API}/ov/user/api/resendEmailVerification`;
const answer = (status: number) =>
  ({
    parameters: {
      msw: {
        handlers: [
          http.post(RESEND, () =>
            status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ code: status, mensaje: "x" }, { status }),
          ),
        ],
      },
    },
  }) satisfies Story;

const meta = {
  title: "Widgets/Account/ResendValidation",
  component: ResendValidation,
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof ResendValidation>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Nombre de usuario/), "demo");
  await userEvent.type(canvas.getByLabelText(/^Email/), "demo@example.com");
  await userEvent.type(canvas.getByLabelText(/^Teléfono/), "600000001");
  await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
  return canvas;
}
const expectAlert =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(text);
  };

export const Empty: Story = {};

export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Administrador de finca" }));
    await expect(canvas.getByLabelText(/^Confirmar email/)).toBeInTheDocument();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(canvas.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription("El campo Teléfono es obligatorio.");
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(RESEND, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Enviar" })).toHaveAttribute("aria-busy", "true");
  },
};

export const NoUser: Story = { ...answer(404), play: expectAlert("No existe ningún usuario con estos datos.") };
export const AlreadyActive: Story = {
  ...answer(409),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Tu usuario ya está activo. Puedes iniciar sesión.");
    await expect(within(alert).getByRole("link", { name: "Iniciar sesión" })).toBeInTheDocument();
  },
};
export const Uncontrolled: Story = {
  ...answer(500),
  play: expectAlert("Se ha producido un error no controlado. Por favor, inténtalo más tarde."),
};
export const Unavailable: Story = {
  ...answer(503),
  play: expectAlert("El servicio no está disponible en este momento. Por favor, inténtalo más tarde."),
};
export const OtherError: Story = { ...answer(418), play: expectAlert("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.") };

export const Sent: Story = {
  ...answer(204),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Te hemos enviado de nuevo el correo electrónico de validación.");
  },
};

/** Too many calls from this address or for this account: the server's 429 says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(RESEND, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos." },
            { status: 429, headers: { "Retry-After": "900" } },
          ),
        ),
      ],
    },
  },
  play: expectAlert("Has superado el número de intentos. Inténtalo de nuevo en 15 minutos."),
};
