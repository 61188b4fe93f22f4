import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { PasswordResetRequest } from "./PasswordResetRequest";

const RESET = `${STORY_API}/ov/user/api/resendPasswordVerification`;
const answer = (status: number, code?: number) =>
  ({
    parameters: {
      msw: {
        handlers: [
          http.post(RESET, () =>
            code === undefined ? new HttpResponse(null, { status }) : HttpResponse.json({ code, mensaje: "x" }, { status }),
          ),
        ],
      },
    },
  }) satisfies Story;

const meta = {
  title: "Widgets/Account/PasswordResetRequest",
  component: PasswordResetRequest,
  args: { username: "demo", email: "demo@example.com" },
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof PasswordResetRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
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

export const Empty: Story = { args: { username: undefined, email: undefined } };

export const Prefilled: Story = {};

export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Administrador de finca" }));
    await expect(canvas.getByLabelText(/^Confirmar email/)).toBeInTheDocument();
  },
};

export const FieldErrors: Story = {
  args: { username: undefined, email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar" }));
    await expect(canvas.getByLabelText(/^Nombre de usuario/)).toHaveAccessibleDescription("El campo Nombre de usuario es obligatorio.");
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(RESET, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Enviar" })).toHaveAttribute("aria-busy", "true");
  },
};

export const UsernameNotRegistered: Story = { ...answer(400, 174), play: expectAlert("El nombre de usuario no está registrado.") };
export const EmailMismatch: Story = { ...answer(400, 169), play: expectAlert("El correo electrónico no coincide con el del registro.") };
export const PhoneMismatch: Story = { ...answer(400, 170), play: expectAlert("El teléfono no coincide con el del registro.") };
export const DataMismatch: Story = { ...answer(400), play: expectAlert("Los datos introducidos no coinciden con los del registro.") };
export const CouldNotChange: Story = { ...answer(464, 464), play: expectAlert("No se ha podido cambiar la contraseña.") };
export const SpecialCharacters: Story = {
  ...answer(465, 465),
  play: expectAlert("La contraseña contiene caracteres especiales no permitidos."),
};
export const InternalError: Story = {
  ...answer(500, 500),
  play: expectAlert("Se ha producido un error interno. Por favor, inténtalo más tarde."),
};
export const Unavailable: Story = {
  ...answer(503),
  play: expectAlert("El servicio no está disponible en este momento. Por favor, inténtalo más tarde."),
};
export const UnexpectedError: Story = { ...answer(418), play: expectAlert("Ha ocurrido un error inesperado.") };

export const Sent: Story = {
  ...answer(204),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Te hemos enviado un correo electrónico para cambiar tu contraseña.");
  },
};

/** Too many calls from this address or for this account: the server's 429 says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(RESET, () =>
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
