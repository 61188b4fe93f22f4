import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { loggedInStorage } from "../../testing/session.testing";
import { type PortalStoryParameters, STORY_ADMIN_API, STORY_API } from "../../testing/storyParameters.testing";
import { AccountMenu } from "./AccountMenu";

const CHANGE = `${STORY_API}/ov/user/api/changePasswordBackend`;
const change = (answer: () => Response | Promise<Response>) => ({ parameters: { msw: { handlers: [http.post(CHANGE, answer)] } } });
const failWith = (status: number) => change(() => HttpResponse.json({ code: status, mensaje: "x" }, { status }));

const meta = {
  title: "Widgets/Account/AccountMenu",
  component: AccountMenu,
  parameters: {
    portal: { storage: loggedInStorage() },
    msw: { handlers: [http.post(`${STORY_API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 }))] },
  } satisfies PortalStoryParameters,
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, current = "Demo2026!", next = "Nueva2026!") {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), current);
  await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), next);
  await userEvent.type(canvas.getByLabelText(/^Confirmar nueva contraseña/), next);
  await userEvent.click(canvas.getByRole("button", { name: "Cambiar contraseña" }));
  return canvas;
}
const expectAlert =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(text);
  };

export const Customer: Story = {};

export const Administrator: Story = {
  parameters: {
    portal: { storage: loggedInStorage({ admin: true }) },
    msw: { handlers: [http.post(`${STORY_ADMIN_API}/ov/user/api/changePasswordBackend`, () => new HttpResponse(null, { status: 200 }))] },
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, "Demo2026!", "Demo2026!");
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      "La nueva contraseña no debe ser igual a la contraseña actual",
    );
  },
};

export const Sending: Story = {
  ...change(() => delay("infinite").then(() => new HttpResponse(null, { status: 200 }))),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Cambiar contraseña" })).toHaveAttribute("aria-busy", "true");
  },
};

export const WrongCurrentPassword: Story = { ...failWith(400), play: expectAlert("La contraseña actual no es correcta.") };
export const SpecialCharacters: Story = {
  ...failWith(465),
  play: expectAlert("La contraseña contiene caracteres especiales no permitidos."),
};
export const OtherError: Story = { ...failWith(502), play: expectAlert("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.") };
/** The login throttle's 429: the server's text says how long to wait. */
export const TooManyAttempts: Story = {
  ...change(() =>
    HttpResponse.json({ code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos." }, { status: 429 }),
  ),
  play: expectAlert("Has superado el número de intentos. Inténtalo de nuevo en 12 minutos."),
};

export const Changed: Story = {
  ...change(() => new HttpResponse(null, { status: 200 })),
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("La contraseña se ha cambiado correctamente.");
  },
};
