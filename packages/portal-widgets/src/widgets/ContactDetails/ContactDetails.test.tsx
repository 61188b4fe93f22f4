import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { preferencesHandlers } from "../shared/preferences/preferences.testing";
import { ContactDetails } from "./ContactDetails";
import { CONTACT_SAMPLE, contactDetailsHandlers } from "./contactDetails.testing";

// Typing under jsdom on a busy 2-core machine takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Answer = () => Response;
const json =
  (body: object, status = 200) =>
  () =>
    HttpResponse.json(body, { status });

function backend({ phone, confirm, email }: { phone?: Answer; confirm?: Answer; email?: Answer } = {}, details: object = CONTACT_SAMPLE) {
  const sent: SentRequest[] = [];
  const record =
    (answer: Answer | undefined) =>
    async ({ request }: { request: Request }) => {
      sent.push(await describeRequest(request));
      return (answer ?? json({}, 500))();
    };
  server.use(
    ...contactDetailsHandlers([API], details),
    http.post(`${API}/ov/user/api/contact/phone`, record(phone)),
    http.post(`${API}/ov/user/api/contact/phone/confirm`, record(confirm)),
    http.post(`${API}/ov/user/api/contact/email`, record(email)),
  );
  return sent;
}

const sentCode = json({ code: 202, mensaje: "x", destino: "*** *** 678" }, 202);
const openForm = async (name: RegExp) => userEvent.click(await screen.findByRole("button", { name }));

describe("ContactDetails", () => {
  it("shows the e-mail, the masked phone and 'Cambiar' for each", async () => {
    backend();
    renderWithPortal(<ContactDetails />);
    expect(await screen.findByText("demo@example.com")).toBeInTheDocument();
    expect(screen.getByText("*** *** 000")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Datos de contacto" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cambiar el correo electrónico" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Cambiar el teléfono móvil" })).toHaveTextContent("Cambiar");
  });

  it("shows an e-mail change waiting for its link", async () => {
    backend({}, { ...CONTACT_SAMPLE, emailPendiente: "nueva@example.com" });
    renderWithPortal(<ContactDetails />);
    expect(await screen.findByText(/Pendiente de confirmar: nueva@example.com/)).toBeInTheDocument();
  });

  it("refuses a number that is not a Spanish mobile without a call, keeping what was typed", async () => {
    const sent = backend();
    renderWithPortal(<ContactDetails />);
    await openForm(/teléfono móvil/);
    const field = screen.getByLabelText(/^Nuevo teléfono móvil/);
    await userEvent.type(field, "912345678");
    await userEvent.click(screen.getByRole("button", { name: "Enviar código" }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Introduce un número de móvil español"));
    expect(field).toHaveValue("912345678");
    expect(sent).toEqual([]);
  });

  it("sends the code, then confirms it; a wrong code says so and keeps the code typed", async () => {
    let tries = 0;
    const sent = backend({
      phone: sentCode,
      confirm: () => (++tries === 1 ? json({ code: 422, mensaje: "x" }, 422)() : json({ mensaje: "ok" })()),
    });
    renderWithPortal(<ContactDetails />);
    await openForm(/teléfono móvil/);
    await userEvent.type(screen.getByLabelText(/^Nuevo teléfono móvil/), "+34 612 345 678");
    await userEvent.keyboard("{Enter}");
    const code = await screen.findByLabelText(/^Código recibido por SMS/);
    // The contract sends the national digits.
    expect(sent[0]).toMatchObject({ body: { telefono: "612345678" } });
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("El código no es correcto o ha caducado.");
    expect(code).toHaveValue("123456");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByText("Hemos guardado tu nuevo teléfono móvil.")).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ body: { telefono: "612345678", codigo: "123456" } });
  });

  it("sends the e-mail link; an address in use is refused in Spanish", async () => {
    let calls = 0;
    backend({ email: () => (++calls === 1 ? json({ code: 409, mensaje: "x" }, 409)() : sentCode()) });
    renderWithPortal(<ContactDetails />);
    await openForm(/correo electrónico/);
    const field = screen.getByLabelText(/^Nuevo correo electrónico/);
    await userEvent.type(field, "otra@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No puedes usar esta dirección de correo electrónico.");
    expect(field).toHaveValue("otra@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enviar enlace" }));
    const notice = await screen.findByRole("status");
    expect(within(notice).getByText(/Te hemos enviado un enlace a la nueva dirección/)).toBeInTheDocument();
  });

  it("refuses the current address and a malformed one before any call", async () => {
    const sent = backend();
    renderWithPortal(<ContactDetails />);
    await openForm(/correo electrónico/);
    const field = screen.getByLabelText(/^Nuevo correo electrónico/);
    await userEvent.type(field, "DEMO@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(field).toHaveAccessibleDescription("Esta ya es la dirección de correo electrónico de tu cuenta.");
    await userEvent.clear(field);
    await userEvent.type(field, "no-es-correo");
    await userEvent.click(screen.getByRole("button", { name: "Enviar enlace" }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("dirección de correo electrónico válida"));
    expect(sent).toEqual([]);
  });

  it("says when the details cannot be loaded", async () => {
    server.use(
      ...preferencesHandlers(API),
      http.get(`${API}/ov/user/api/contact`, () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithPortal(<ContactDetails />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No hemos podido cargar tus datos de contacto.");
  });
});
