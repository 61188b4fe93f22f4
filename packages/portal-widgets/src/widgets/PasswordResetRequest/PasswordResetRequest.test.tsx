import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { ADMIN_API, API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { PasswordResetRequest } from "./PasswordResetRequest";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sentText = "Te hemos enviado un correo electrónico para cambiar tu contraseña.";

function backend(answer: () => Response) {
  const sent: SentRequest[] = [];
  for (const base of [API, ADMIN_API]) {
    server.use(
      http.post(`${base}/ov/user/api/resendPasswordVerification`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return answer();
      }),
    );
  }
  return sent;
}

const send = () => userEvent.click(screen.getByRole("button", { name: "Enviar" }));

async function fillCustomer() {
  await userEvent.type(screen.getByLabelText(/^Nombre de usuario/), "demo");
  await userEvent.type(screen.getByLabelText(/^Email/), "demo@example.com");
  await userEvent.type(screen.getByLabelText(/^Teléfono/), "600000001");
}

describe("PasswordResetRequest", () => {
  it("prefills username and e-mail from the props and checks the phone", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    renderWithPortal(<PasswordResetRequest username="demo" email="demo@example.com" />, { session: null });
    expect(screen.getByRole("heading", { name: "Cambiar Contraseña" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveValue("demo");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("demo@example.com");
    await send();
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription("El campo Teléfono es obligatorio.");
    expect(screen.getByLabelText(/^Teléfono/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Teléfono/), "12ab");
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription("El campo Teléfono sólo puede contener números.");
    expect(sent).toEqual([]);
  });

  it("sends a customer's {username, telefono, email} and shows step 2 on 204", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    const onSuccess = vi.fn();
    renderWithPortal(<PasswordResetRequest onSuccess={onSuccess} />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("status")).toHaveTextContent(sentText);
    expect(screen.queryByRole("button", { name: "Enviar" })).not.toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/user/api/resendPasswordVerification`,
        query: { isAdministradorFinca: "false" },
        body: { username: "demo", telefono: "600000001", email: "demo@example.com" },
      }),
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("administrators give their e-mail twice; it goes as username and email to the administrators' host", async () => {
    const sent = backend(() => HttpResponse.json({ code: 202 }, { status: 202 }));
    renderWithPortal(<PasswordResetRequest />, { session: null });
    await userEvent.click(screen.getByRole("checkbox", { name: "Administrador de finca" }));
    expect(screen.queryByLabelText(/^Teléfono/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), "fincas@example.com");
    await userEvent.type(screen.getByLabelText(/^Confirmar email/), "otra@example.com");
    await send();
    expect(screen.getByLabelText(/^Confirmar email/)).toHaveAccessibleDescription("Los correos electrónicos no coinciden.");
    await userEvent.clear(screen.getByLabelText(/^Confirmar email/));
    await userEvent.type(screen.getByLabelText(/^Confirmar email/), "fincas@example.com");
    await send();
    expect(await screen.findByRole("status")).toHaveTextContent(sentText);
    expect(sent).toEqual([
      expect.objectContaining({
        url: `${ADMIN_API}/ov/user/api/resendPasswordVerification`,
        query: { isAdministradorFinca: "true" },
        body: { username: "fincas@example.com", email: "fincas@example.com" },
      }),
    ]);
  });

  it.each([
    [400, 174, "El nombre de usuario no está registrado."],
    [400, 169, "El correo electrónico no coincide con el del registro."],
    [400, 170, "El teléfono no coincide con el del registro."],
    [400, undefined, "Los datos introducidos no coinciden con los del registro."],
    [464, 464, "No se ha podido cambiar la contraseña."],
    [465, 465, "La contraseña contiene caracteres especiales no permitidos."],
    [500, 500, "Se ha producido un error interno. Por favor, inténtalo más tarde."],
    [503, undefined, "El servicio no está disponible en este momento. Por favor, inténtalo más tarde."],
    [418, undefined, "Ha ocurrido un error inesperado."],
  ])("answer %i (code %s) shows its message and keeps the form", async (status, code, text) => {
    backend(() => (code === undefined ? new HttpResponse(null, { status }) : HttpResponse.json({ code, mensaje: "x" }, { status })));
    renderWithPortal(<PasswordResetRequest />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveValue("demo");
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
  });

  it("too many calls (429) shows the server's text with the wait and keeps the form", async () => {
    const text = "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos.";
    backend(() => HttpResponse.json({ code: 429, mensaje: text }, { status: 429, headers: { "Retry-After": "900" } }));
    renderWithPortal(<PasswordResetRequest />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue("600000001");
  });

  it("no answer shows the unexpected-error text", async () => {
    backend(() => HttpResponse.error());
    renderWithPortal(<PasswordResetRequest />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error inesperado.");
  });

  it("links to the username recovery", () => {
    renderWithPortal(<PasswordResetRequest />, { session: null });
    expect(screen.getByRole("link", { name: "¿Has olvidado tu nombre de usuario?" })).toHaveAttribute("href", "/recovery-username");
  });
});
