import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { ADMIN_API, API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { RecoverUsername } from "./RecoverUsername";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backend(answer: () => Response) {
  const sent: SentRequest[] = [];
  for (const base of [API, ADMIN_API]) {
    server.use(
      http.post(`${base}/ov/user/api/recovery/username`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return answer();
      }),
    );
  }
  return sent;
}

const send = () => userEvent.click(screen.getByRole("button", { name: "Enviar" }));

describe("RecoverUsername", () => {
  it("checks the e-mail on blur and on submit", async () => {
    const sent = backend(() => HttpResponse.json({ code: 200 }));
    renderWithPortal(<RecoverUsername />, { session: null });
    await send();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("El campo Email es obligatorio.");
    await userEvent.type(screen.getByLabelText(/^Email/), "no-es-correo");
    await userEvent.tab();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("El campo Email debe contener un correo electrónico válido.");
    expect(sent).toEqual([]);
  });

  it("sends {email} with the flag and shows step 2 on 200", async () => {
    const sent = backend(() => HttpResponse.json({ code: 200, mensaje: "ok" }));
    const onSuccess = vi.fn();
    renderWithPortal(<RecoverUsername onSuccess={onSuccess} />, { session: null });
    await userEvent.type(screen.getByLabelText(/^Email/), "demo@example.com");
    await send();
    expect(await screen.findByRole("status")).toHaveTextContent("Te hemos enviado un correo electrónico con tu nombre de usuario.");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/user/api/recovery/username`,
        query: { isAdministradorFinca: "false" },
        body: { email: "demo@example.com" },
      }),
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("administrators ask the administrators' host", async () => {
    const sent = backend(() => HttpResponse.json({ code: 200 }));
    renderWithPortal(<RecoverUsername />, { session: null });
    await userEvent.type(screen.getByLabelText(/^Email/), "fincas@example.com");
    await userEvent.click(screen.getByRole("checkbox", { name: "Administrador de finca" }));
    await send();
    await screen.findByText("Te hemos enviado un correo electrónico con tu nombre de usuario.");
    expect(sent[0]).toMatchObject({ url: `${ADMIN_API}/ov/user/api/recovery/username`, query: { isAdministradorFinca: "true" } });
  });

  it.each([
    [204, "No existe ninguna cuenta asociada a este correo electrónico."],
    [400, "No se ha encontrado ningún usuario con estos datos."],
    [500, "Se ha producido un error interno. Por favor, inténtalo más tarde."],
    [503, "El servicio no está disponible en este momento. Por favor, inténtalo más tarde."],
    [418, "Ha ocurrido un error inesperado."],
  ])("answer %i shows its message and keeps the e-mail", async (status, text) => {
    backend(() => new HttpResponse(null, { status }));
    renderWithPortal(<RecoverUsername />, { session: null });
    await userEvent.type(screen.getByLabelText(/^Email/), "demo@example.com");
    await send();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("demo@example.com");
  });

  it.each([
    ["es-ES", "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos."],
    ["ca-ES", "Has superat el nombre d'intents. Torna-ho a provar d'aquí a 15 minuts."],
  ] as const)("too many calls (429) in %s shows the wait and keeps the e-mail", async (locale, text) => {
    backend(() =>
      HttpResponse.json(
        { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos." },
        { status: 429, headers: { "Retry-After": "900" } },
      ),
    );
    renderWithPortal(<RecoverUsername />, { session: null, locale });
    const email = await screen.findByRole("textbox", { name: /^(Email|Correu)/ });
    await userEvent.type(email, "demo@example.com");
    await userEvent.click(screen.getByRole("button", { name: /^(Enviar|Envia)/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(email).toHaveValue("demo@example.com");
  });

  it("links to the password reset", () => {
    renderWithPortal(<RecoverUsername />, { session: null });
    expect(screen.getByRole("link", { name: "¿Has olvidado tu contraseña?" })).toHaveAttribute("href", "/password-reset");
  });
});
