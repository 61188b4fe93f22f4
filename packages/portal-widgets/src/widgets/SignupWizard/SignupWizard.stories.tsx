import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { type PortalStoryParameters, STORY_API } from "../../testing/storyParameters.testing";
import { SignupWizard } from "./SignupWizard";

const found = {
  cupsAsociados: {
    select: [
      { line: "Electricidad", cups: "ES0021000000000001JN" },
      { line: "Gas", cups: "ES0217000000000002AB" },
    ],
  },
  cupsElectricidad: 1,
  cupsGas: 1,
};
const lookup = (base: string, answer: () => Response | Promise<Response>) => http.get(`${base}/ov/user/api/userCups`, answer);
const add = (answer: () => Response | Promise<Response>) => http.post(`${STORY_API}/ov/user/api/add`, answer);
const contractsFound = lookup(STORY_API, () => HttpResponse.json(found));
const codeAnswer = { code: 202, mensaje: "ok", destinos: { email: "j***@example.com", sms: "*** *** 222" } };
const requestCode = (base: string, answer: () => Response | Promise<Response>) => http.post(`${base}/ov/user/api/signupCode`, answer);
const codeSent = requestCode(STORY_API, () => HttpResponse.json(codeAnswer, { status: 202 }));

const meta = {
  title: "Widgets/Account/SignupWizard",
  component: SignupWizard,
  parameters: { msw: { handlers: [codeSent, contractsFound] } } satisfies PortalStoryParameters,
} satisfies Meta<typeof SignupWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillCustomer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const enter = async (label: RegExp, text: string) => {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(text);
  };
  await enter(/^Nombre \/ Razón Social/, "Javier");
  await enter(/^Primer Apellido/, "Martín");
  await enter(/^Nombre de usuario/, "javier");
  await enter(/^Email/, "javier@example.com");
  await enter(/^Contraseña/, "Javier2026!");
  await enter(/^Confirmar contraseña/, "Javier2026!");
  await userEvent.selectOptions(canvas.getByLabelText(/^Tipo de documento/), "nif");
  await enter(/^Número de documento/, "00000000t");
  await enter(/^Teléfono/, "600111222");
  await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
  return canvas;
}

async function enterCode(canvas: ReturnType<typeof within>, code = "123456") {
  await userEvent.click(await canvas.findByLabelText(/^Código de verificación/));
  await userEvent.paste(code);
  await userEvent.click(canvas.getByRole("button", { name: "Verificar código" }));
}

async function toCode(canvasElement: HTMLElement) {
  const canvas = await fillCustomer(canvasElement);
  await canvas.findByLabelText(/^Código de verificación/);
  return canvas;
}

async function toSummary(canvasElement: HTMLElement) {
  const canvas = await fillCustomer(canvasElement);
  await enterCode(canvas);
  await canvas.findByText("ES0021000000000001JN");
  return canvas;
}

const sendAnswer = (status: number, code = status) =>
  ({
    parameters: { msw: { handlers: [codeSent, contractsFound, add(() => HttpResponse.json({ code, mensaje: "x" }, { status }))] } },
  }) satisfies Story;

async function confirmAndExpect(canvasElement: HTMLElement, text: string, blocked: boolean) {
  const canvas = await toSummary(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Confirmar Datos" }));
  await expect(await canvas.findByRole("alert")).toHaveTextContent(text);
  await expect(canvas.getByRole("button", { name: "Confirmar Datos" })).toHaveProperty("disabled", blocked);
}

/** The customer form; the administrator's path is in SignupWizardAdministrator.stories. */
export const Empty: Story = {};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Siguiente" }));
    await expect(canvas.getByLabelText(/^Nombre \/ Razón Social/)).toHaveAccessibleDescription(
      "El campo Nombre / Razón Social es obligatorio.",
    );
  },
};

export const CodeSending: Story = {
  parameters: { msw: { handlers: [requestCode(STORY_API, () => delay("infinite").then(() => HttpResponse.json(codeAnswer)))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await expect(await canvas.findByText("Enviando el código de verificación…")).toBeInTheDocument();
  },
};

export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toCode(canvasElement);
    await expect(canvas.getByText("por SMS al teléfono *** *** 222")).toBeInTheDocument();
  },
};

export const CodeFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toCode(canvasElement);
    await enterCode(canvas, "12a4");
    await expect(canvas.getByLabelText(/^Código de verificación/)).toHaveAccessibleDescription(
      "El código tiene 6 cifras, sin letras ni espacios.",
    );
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: [codeSent, lookup(STORY_API, () => HttpResponse.json({ code: 461, mensaje: "x" }, { status: 461 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = await toCode(canvasElement);
    await enterCode(canvas, "111111");
    await expect(await canvas.findByText(/^El código no es correcto o ha caducado/)).toBeInTheDocument();
  },
};

export const CodeResent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toCode(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Enviar otro código" }));
    await expect(await canvas.findByText("Te hemos enviado un código nuevo. El anterior ya no sirve.")).toBeInTheDocument();
  },
};

export const CodeNoContract: Story = {
  parameters: { msw: { handlers: [requestCode(STORY_API, () => HttpResponse.json({ code: 403, mensaje: "x" }, { status: 403 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^No se ha encontrado ningún contrato/);
  },
};

export const CodeTooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        requestCode(STORY_API, () =>
          HttpResponse.json(
            { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos." },
            { status: 429, headers: { "Retry-After": "900" } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos.",
    );
  },
};

export const CodeConnectionLost: Story = {
  parameters: { msw: { handlers: [requestCode(STORY_API, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^No hay conexión con la Oficina Virtual/);
    await expect(canvas.getByRole("button", { name: "Volver a intentar" })).toBeEnabled();
  },
};

export const ConnectionLost: Story = {
  parameters: { msw: { handlers: [codeSent, lookup(STORY_API, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await enterCode(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^No hay conexión con la Oficina Virtual/);
    await expect(canvas.getByRole("button", { name: "Volver a intentar" })).toBeEnabled();
  },
};

export const CheckingCode: Story = {
  parameters: { msw: { handlers: [codeSent, lookup(STORY_API, () => delay("infinite").then(() => HttpResponse.json(found)))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await enterCode(canvas);
    await expect(await canvas.findByRole("button", { name: "Verificar código" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await toSummary(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Confirma tus datos" })).toBeInTheDocument();
  },
};

export const NoContractFound: Story = {
  parameters: { msw: { handlers: [codeSent, lookup(STORY_API, () => HttpResponse.json({ code: 403, mensaje: "x" }, { status: 403 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillCustomer(canvasElement);
    await enterCode(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^No se ha encontrado ningún contrato/);
    await expect(canvas.getByRole("button", { name: "Confirmar Datos" })).toBeDisabled();
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

export const UsernameExists: Story = {
  parameters: { msw: { handlers: [codeSent, contractsFound, add(() => HttpResponse.json({ code: 103, mensaje: "x" }))] } },
  play: ({ canvasElement }) => confirmAndExpect(canvasElement, "El nombre de usuario ya existe. Por favor, elige otro.", false),
};

/** The code expired or was used between the summary and the send: back to the code step. */
export const CodeExpiredOnSend: Story = {
  ...sendAnswer(461),
  play: async ({ canvasElement }) => {
    const canvas = await toSummary(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar Datos" }));
    await expect(await canvas.findByText(/^El código no es correcto o ha caducado/)).toBeInTheDocument();
  },
};

export const ForbiddenPasswordCharacters: Story = {
  ...sendAnswer(465),
  play: ({ canvasElement }) => confirmAndExpect(canvasElement, "La contraseña contiene caracteres especiales no permitidos.", false),
};

export const MissingFields: Story = {
  ...sendAnswer(464),
  play: ({ canvasElement }) => confirmAndExpect(canvasElement, "Faltan campos obligatorios por completar.", false),
};

export const InternalError: Story = {
  ...sendAnswer(500),
  play: ({ canvasElement }) => confirmAndExpect(canvasElement, "Se ha producido un error interno. Por favor, inténtalo más tarde.", true),
};

export const ServiceUnavailable: Story = {
  ...sendAnswer(503),
  play: ({ canvasElement }) =>
    confirmAndExpect(canvasElement, "El servicio no está disponible en este momento. Por favor, inténtalo más tarde.", false),
};

export const Received: Story = {
  parameters: {
    msw: { handlers: [codeSent, contractsFound, add(() => HttpResponse.json({ code: 201, mensaje: "ok" }, { status: 201 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await toSummary(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Confirmar Datos" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta.",
    );
  },
};
