import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { storyJwt } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { LoginForm } from "./LoginForm";

const LOGIN = `${STORY_API}/ov/user/api/privateToken`;
const failWith = (status: number) => http.post(LOGIN, () => HttpResponse.json({ code: status, mensaje: "x" }, { status }));

const meta = {
  title: "Widgets/Account/LoginForm",
  component: LoginForm,
  parameters: { msw: { handlers: [] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Usuario/), "demo");
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), "Demo2026!{Enter}");
  return canvas;
}

export const Empty: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(canvas.getByLabelText(/^Usuario/)).toHaveAccessibleDescription("El campo Usuario es obligatorio.");
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(LOGIN, () => delay("infinite"))] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Entrar" })).toHaveAttribute("aria-busy", "true");
  },
};

export const WrongCredentials: Story = {
  parameters: { msw: { handlers: [failWith(400)] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("El usuario y/o contraseña no son correctos para ingresar.");
  },
};

/** Locked out by the login throttle: the server's 429 text says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(LOGIN, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos." },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos.",
    );
  },
};

export const NotValidated: Story = {
  parameters: { msw: { handlers: [failWith(461)] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Solicitar un nuevo enlace de validación" })).toBeInTheDocument();
  },
};

export const CannotConnect: Story = {
  parameters: { msw: { handlers: [failWith(404)] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "No es posible conectar con la Oficina Virtual. Por favor, inténtalo más tarde.",
    );
  },
};

export const VerificationMailFailed: Story = {
  parameters: { msw: { handlers: [failWith(464)] } },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Se ha producido un error al enviar el correo electrónico de verificación.",
    );
  },
};

/** No answer at all (code 470): the diagnostic is offered, and run here. */
export const NoConnection: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(LOGIN, () => HttpResponse.error()),
        http.get(`${STORY_API}/ov/user/api/checkConnection`, () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Comprobar conexión" }));
    await expect(await canvas.findByText(/^No hay conexión con la Oficina Virtual/)).toBeInTheDocument();
  },
};

export const SessionExpired: Story = {
  parameters: { portal: { storage: { isLeaving: "true" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.",
    );
  },
};

export const LoggedOutWithoutContracts: Story = {
  parameters: { portal: { storage: { logoutReason: "noContracts" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
    );
  },
};

export const Success: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(LOGIN, () =>
          HttpResponse.json({ access_token: storyJwt(), refresh_token: "r", email: "demo@example.com", isAdministrador: false }),
        ),
        http.get(`${STORY_API}/ov/user/api/me`, () => HttpResponse.json({ username: "demo", email: "demo@example.com" })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement);
    // The provider's navigate takes over (the preview logs "[navigate] /"); nothing failed.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Entrar" })).not.toHaveAttribute("aria-busy"));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
