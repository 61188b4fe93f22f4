import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { ADMIN_API, API } from "../shared/account/account.testing";
import { SignupWizard } from "./SignupWizard";

// A failed connection is not "no contract found" (part 1 §4): the wizard says the portal
// could not be reached and offers to try again, keeping everything typed.

// Each journey fills the whole form and goes through the steps: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const offline = "No hay conexión con la Oficina Virtual. Por favor, contacta con Atención al Cliente en el teléfono 900 908 178.";
const noContract = "No se ha encontrado ningún contrato con los datos facilitados. Por favor, contacta con Atención al Cliente.";
const thanks = "¡Gracias por registrarte! Te hemos enviado un correo electrónico para activar tu cuenta.";
const found = { cupsAsociados: { select: [{ line: "Electricidad", cups: "ES0021000000000001JN" }] }, cupsElectricidad: 1, cupsGas: 0 };

/** Each call takes the next answer of its list (the last one repeats). */
const codeSent = () => HttpResponse.json({ code: 202, mensaje: "ok", destinos: { sms: "*** *** 222" } }, { status: 202 });

function backend(
  lookups: Array<() => Response>,
  adds: Array<() => Response> = [() => HttpResponse.json({ code: 201 }, { status: 201 })],
  codes: Array<() => Response> = [codeSent],
) {
  const calls = { lookup: 0, add: 0, code: 0 };
  for (const base of [API, ADMIN_API]) {
    server.use(
      http.post(`${base}/ov/user/api/signupCode`, () => (codes[Math.min(calls.code++, codes.length - 1)] as () => Response)()),
      http.get(`${base}/ov/user/api/userCups`, () => (lookups[Math.min(calls.lookup++, lookups.length - 1)] as () => Response)()),
      http.post(`${base}/ov/user/api/add`, () => (adds[Math.min(calls.add++, adds.length - 1)] as () => Response)()),
    );
  }
  return calls;
}

const field = (name: RegExp) => screen.getByLabelText(name);
async function enter(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
async function fillCustomer() {
  await enter(field(/^Nombre \/ Razón Social/), "Javier");
  await enter(field(/^Nombre de usuario/), "javier");
  await enter(field(/^Email/), "javier@example.com");
  await enter(field(/^Contraseña/), "Javier2026!");
  await enter(field(/^Confirmar contraseña/), "Javier2026!");
  await userEvent.selectOptions(field(/^Tipo de documento/), "nif");
  await enter(field(/^Número de documento/), "00000000t");
  await enter(field(/^Teléfono/), "600111222");
  await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
}
async function enterCode() {
  await enter(await screen.findByLabelText(/^Código de verificación/), "123456");
  await userEvent.click(screen.getByRole("button", { name: "Verificar código" }));
}
async function toSummary() {
  await fillCustomer();
  await enterCode();
}
const confirm = () => screen.getByRole("button", { name: "Confirmar Datos" });
const retry = () => screen.getByRole("button", { name: "Volver a intentar" });

describe("SignupWizard: a failed connection", () => {
  it("in the lookup: says there is no connection (not 'no contract'), and the retry finds the contracts", async () => {
    const calls = backend([() => HttpResponse.error(), () => HttpResponse.json(found)]);
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(offline);
    expect(alert).not.toHaveTextContent(noContract);
    expect(confirm()).toBeDisabled();

    await userEvent.click(retry());
    expect(await screen.findByText("ES0021000000000001JN")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls.lookup).toBe(2);
    await userEvent.click(confirm());
    expect(await screen.findByText(thanks)).toBeInTheDocument();
  });

  it("in the send: says there is no connection, and the retry sends again", async () => {
    const calls = backend(
      [() => HttpResponse.json(found)],
      [() => HttpResponse.error(), () => HttpResponse.json({ code: 201 }, { status: 201 })],
    );
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    await screen.findByText("ES0021000000000001JN");
    await userEvent.click(confirm());
    expect(await screen.findByRole("alert")).toHaveTextContent(offline);
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("3. Resumen");

    await userEvent.click(retry());
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(calls.add).toBe(2);
  });

  it("going back after it keeps everything typed", async () => {
    backend([() => HttpResponse.error()]);
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    await screen.findByRole("alert");
    await userEvent.click(screen.getByRole("button", { name: "Volver al paso anterior" }));
    await userEvent.click(await screen.findByRole("button", { name: "Volver al paso anterior" }));
    await waitFor(() => expect(field(/^Nombre de usuario/)).toHaveValue("javier"));
    expect(field(/^Teléfono/)).toHaveValue("600111222");
    expect(field(/^Contraseña/)).toHaveValue("Javier2026!");
  });

  it("an empty answer is still 'no contract found', without a retry", async () => {
    backend([() => HttpResponse.json({ cupsAsociados: { select: [] }, cupsElectricidad: 0, cupsGas: 0 })]);
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    expect(await screen.findByRole("alert")).toHaveTextContent(noContract);
    expect(screen.queryByRole("button", { name: "Volver a intentar" })).not.toBeInTheDocument();
  });

  it("in the code request: says there is no connection, and the retry asks again", async () => {
    const calls = backend([() => HttpResponse.json(found)], undefined, [() => HttpResponse.error(), codeSent]);
    renderWithPortal(<SignupWizard />, { session: null });
    await fillCustomer();
    expect(await screen.findByRole("alert")).toHaveTextContent(offline);
    await userEvent.click(retry());
    expect(await screen.findByLabelText(/^Código de verificación/)).toBeInTheDocument();
    expect(calls.code).toBe(2);
  });
});

describe("SignupWizard: the phone", () => {
  it("is required from customers, with a hint that says why", async () => {
    backend([() => HttpResponse.json(found)]);
    renderWithPortal(<SignupWizard />, { session: null });
    const phone = field(/^Teléfono/);
    expect(phone).toBeRequired();
    expect(phone).toHaveAccessibleDescription("Lo usamos para comprobar que eres el titular del contrato.");
    await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(phone).toHaveAccessibleDescription(/El campo Teléfono es obligatorio\./);
  });
});
