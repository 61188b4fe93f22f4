import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { ADMIN_API, API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { ResendValidation } from "./ResendValidation";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sentText = "Te hemos enviado de nuevo el correo electrónico de validación.";

function backend(answer: () => Response) {
  const sent: SentRequest[] = [];
  for (const base of [API, ADMIN_API]) {
    server.use(
      http.post(`${base}/ov/user/api/resendEmailVerification`, async ({ request }) => {
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

describe("ResendValidation", () => {
  it("checks the customer fields with the spec's rules", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    renderWithPortal(<ResendValidation />, { session: null });
    await userEvent.type(screen.getByLabelText(/^Nombre de usuario/), "de.mo");
    await userEvent.type(screen.getByLabelText(/^Teléfono/), "6000");
    await send();
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveAccessibleDescription(
      "El nombre de usuario debe tener entre 3 y 30 caracteres, y no debe incluir caracteres especiales (, . _ & ? etc)",
    );
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("El campo Email es obligatorio.");
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription("El campo Teléfono debe tener al menos 9 dígitos.");
    expect(sent).toEqual([]);
  });

  it("sends a customer's {username, email, telefono} with the flag", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    const onSuccess = vi.fn();
    renderWithPortal(<ResendValidation onSuccess={onSuccess} />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("status")).toHaveTextContent(sentText);
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/user/api/resendEmailVerification`,
        query: { isAdministradorFinca: "false" },
        body: { username: "demo", email: "demo@example.com", telefono: "600000001" },
      }),
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("administrators confirm their e-mail, which is also their username", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 200 }));
    renderWithPortal(<ResendValidation />, { session: null });
    await userEvent.click(screen.getByRole("checkbox", { name: "Administrador de finca" }));
    expect(screen.queryByLabelText(/^Nombre de usuario/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), "fincas@example.com");
    await userEvent.type(screen.getByLabelText(/^Confirmar email/), "FINCAS@example.com");
    await send();
    expect(await screen.findByRole("status")).toHaveTextContent(sentText);
    expect(sent[0]).toMatchObject({
      url: `${ADMIN_API}/ov/user/api/resendEmailVerification`,
      query: { isAdministradorFinca: "true" },
      body: { username: "fincas@example.com", email: "fincas@example.com" },
    });
  });

  it("409: the user is already active, with a login link", async () => {
    backend(() => HttpResponse.json({ code: 409, mensaje: "x" }, { status: 409 }));
    const { navigate } = renderWithPortal(<ResendValidation />, { session: null });
    await fillCustomer();
    await send();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Tu usuario ya está activo. Puedes iniciar sesión.");
    await userEvent.click(within(alert).getByRole("link", { name: "Iniciar sesión" }));
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("too many calls (429) shows the server's text with the wait and keeps the form", async () => {
    const text = "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos.";
    backend(() => HttpResponse.json({ code: 429, mensaje: text }, { status: 429, headers: { "Retry-After": "900" } }));
    renderWithPortal(<ResendValidation />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveValue("demo");
  });

  it.each([
    [404, "x", "No existe ningún usuario con estos datos."],
    [400, "No se ha encontrado ningún usuario con estos datos.", "No existe ningún usuario con estos datos."],
    [500, "x", "Se ha producido un error no controlado. Por favor, inténtalo más tarde."],
    [503, "x", "El servicio no está disponible en este momento. Por favor, inténtalo más tarde."],
    [418, "x", "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde."],
  ])("answer %i (mensaje %s) shows its message and keeps the form", async (status, mensaje, text) => {
    backend(() => HttpResponse.json({ code: status, mensaje }, { status }));
    renderWithPortal(<ResendValidation />, { session: null });
    await fillCustomer();
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveValue("demo");
    expect(screen.queryByRole("link", { name: "Iniciar sesión" })).not.toBeInTheDocument();
  });
});
