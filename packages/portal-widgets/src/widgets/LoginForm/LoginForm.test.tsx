import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { makeJwt } from "../../core/client/client.testing";
import { lazyQueryClient } from "../../core/queries/queryClientSource";
import { PortalProvider } from "../../core/react/PortalProvider";
import { memoryStorage } from "../../core/session/storage";
import { renderWithPortal, TEST_API } from "../../testing/renderWithPortal.testing";
import { storyJwt } from "../../testing/session.testing";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { LoginForm } from "./LoginForm";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrongCredentials = "El usuario y/o contraseña no son correctos para ingresar.";
const notValidated = "Tu cuenta aún no ha sido validada. Solicita un nuevo enlace de validación.";
const cannotConnect = "No es posible conectar con la Oficina Virtual. Por favor, inténtalo más tarde.";

function loginAnswers(answer: () => Response, sent: SentRequest[] = []) {
  server.use(
    http.post(`${API}/ov/user/api/privateToken`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return answer();
    }),
    http.get(`${API}/ov/user/api/me`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return HttpResponse.json({ username: "demo", email: "demo@example.com" });
    }),
  );
  return sent;
}

const ok = (isAdministrador: boolean) => () =>
  HttpResponse.json({ access_token: storyJwt(), refresh_token: "r1", email: "demo@example.com", isAdministrador });

async function fillAndSend(username = "demo", password = "Demo2026!") {
  await userEvent.type(screen.getByLabelText(/^Usuario/), username);
  await userEvent.type(screen.getByLabelText(/^Contraseña/), `${password}{Enter}`);
}

describe("LoginForm", () => {
  it("checks both fields on submit, focuses Usuario and sends nothing", async () => {
    const sent = loginAnswers(ok(false));
    renderWithPortal(<LoginForm />, { session: null });
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    const user = screen.getByLabelText(/^Usuario/);
    expect(user).toHaveAccessibleDescription("El campo Usuario es obligatorio.");
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription("El campo Contraseña es obligatorio.");
    expect(user).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("takes a host's overrides of the field names and the required text", async () => {
    renderWithPortal(<LoginForm />, {
      session: null,
      messages: { fields: { usuario: "Usuario o email" }, validation: { required: "Falta {{field}}." } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(screen.getByLabelText(/^Usuario o email/)).toHaveAccessibleDescription("Falta Usuario o email.");
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription("Falta Contraseña.");
  });

  it("checks a field when it loses focus", async () => {
    renderWithPortal(<LoginForm />, { session: null });
    await userEvent.click(screen.getByLabelText(/^Usuario/));
    await userEvent.tab();
    expect(screen.getByLabelText(/^Usuario/)).toHaveAccessibleDescription("El campo Usuario es obligatorio.");
  });

  it("logs a customer in with Enter, loads the profile and goes to /", async () => {
    const sent = loginAnswers(ok(false));
    const onSuccess = vi.fn();
    const { navigate, storage: store } = renderWithPortal(<LoginForm onSuccess={onSuccess} />, { session: null });
    await fillAndSend();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ["POST", `${API}/ov/user/api/privateToken`],
      ["GET", `${API}/ov/user/api/me`],
    ]);
    expect(sent[0]?.body).toEqual({ username: "demo", password: "Demo2026!", isAdministradorFinca: false });
    expect(onSuccess).toHaveBeenCalledWith({ isAdministrador: false });
    expect(store.snapshot()).toMatchObject({ isAdministrador: "false", isAdministradorFinca: "false" });
  });

  it("remembers the administrator checkbox and sends administrators to /administrador-fincas", async () => {
    const sent = loginAnswers(ok(true));
    const { navigate, storage: store } = renderWithPortal(<LoginForm />, { session: null });
    await userEvent.click(screen.getByRole("checkbox", { name: "Administrador de finca" }));
    expect(store.snapshot().isAdministradorFinca).toBe("true");
    await fillAndSend("fincas@example.com");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/administrador-fincas"));
    expect(sent[0]?.body).toEqual({ username: "fincas@example.com", password: "Demo2026!", isAdministradorFinca: true });
  });

  it("starts with the remembered checkbox ticked", () => {
    renderWithPortal(<LoginForm />, { storage: { isAdministradorFinca: "true" } });
    expect(screen.getByRole("checkbox", { name: "Administrador de finca" })).toBeChecked();
  });

  it("says the session expired once, and clears the flag", async () => {
    const { storage: store } = renderWithPortal(<LoginForm />, { storage: { isLeaving: "true" } });
    expect(screen.getByRole("status")).toHaveTextContent("La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.");
    await waitFor(() => expect(store.snapshot().isLeaving).toBeUndefined());
  });

  it("after the portal's own logout for an account without contracts: says why once, and clears the flag", async () => {
    const { storage: store } = renderWithPortal(<LoginForm />, { storage: { logoutReason: "noContracts" } });
    expect(screen.getByRole("status")).toHaveTextContent(
      "No hemos encontrado contratos asociados a tu usuario. Si crees que es un error, contacta con nosotros.",
    );
    expect(screen.getByRole("status")).not.toHaveTextContent("La sesión ha caducado");
    await waitFor(() => expect(store.snapshot().logoutReason).toBeUndefined());
  });

  it("opened with a stored token already expired: the expiry text, stale token and profile gone", async () => {
    server.use(http.post(`${API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })));
    const expired = makeJwt(-60, { sub: "demo" });
    const { storage: store } = renderWithPortal(<LoginForm />, {
      storage: {
        accessToken: expired,
        "user-token": expired,
        refreshToken: "r",
        profile: JSON.stringify({ username: "demo", email: "d@x.es" }),
      },
    });
    expect(screen.getByRole("status")).toHaveTextContent("La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.");
    await waitFor(() => expect(store.snapshot()).toEqual({}));
  });

  it.each([
    [400, wrongCredentials, false],
    [462, wrongCredentials, false],
    [500, wrongCredentials, true],
    [401, "La sesión ha caducado, ingresa tu usuario y contraseña nuevamente.", false],
    [404, cannotConnect, false],
    [464, "Se ha producido un error al enviar el correo electrónico de verificación.", false],
    [429, "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.", false], // a 429 without a mensaje
  ])("answer %i shows its message and keeps what was typed", async (status, text, offersCheck) => {
    loginAnswers(() => HttpResponse.json(status === 429 ? { code: status } : { code: status, mensaje: "x" }, { status }));
    renderWithPortal(<LoginForm />, { session: null });
    await fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Usuario/)).toHaveValue("demo");
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue("Demo2026!");
    expect(screen.queryByRole("link", { name: "Solicitar un nuevo enlace de validación" })).not.toBeInTheDocument();
    // Codes of 470 and above (500 too) offer the diagnostic (a chunk of its own: it comes a moment later).
    if (offersCheck) expect(await screen.findByRole("button", { name: "Comprobar conexión" })).toBeInTheDocument();
    else expect(screen.queryByRole("button", { name: "Comprobar conexión" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Entrar" })).toBeEnabled();
  });

  it("a 429 shows the server's message, which says how long to wait", async () => {
    const mensaje = "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos.";
    loginAnswers(() => HttpResponse.json({ code: 429, mensaje }, { status: 429, headers: { "Retry-After": "720" } }));
    renderWithPortal(<LoginForm />, { session: null });
    await fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(mensaje);
    expect(screen.getByRole("button", { name: "Entrar" })).toBeEnabled();
  });

  it("a 429 in Catalan says the same in Catalan, the wait from Retry-After (the server speaks Spanish)", async () => {
    const mensaje = "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos.";
    loginAnswers(() => HttpResponse.json({ code: 429, mensaje }, { status: 429, headers: { "Retry-After": "720" } }));
    renderWithPortal(<LoginForm />, { session: null, locale: "ca-ES" });
    expect(await screen.findByRole("heading", { name: "Inicia la sessió" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Usuari/), "demo");
    await userEvent.type(screen.getByLabelText(/^Contrasenya/), "Demo2026!{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Has superat el nombre d'intents. Torna-ho a provar d'aquí a 12 minuts.");
    expect(alert).not.toHaveTextContent(mensaje);
  });

  it.each([157, 461])("answer %i offers a new validation link", async (status) => {
    loginAnswers(() => HttpResponse.json({ code: 157, mensaje: "x" }, { status }));
    const { navigate } = renderWithPortal(<LoginForm />, { session: null });
    await fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(notValidated);
    await userEvent.click(screen.getByRole("link", { name: "Solicitar un nuevo enlace de validación" }));
    expect(navigate).toHaveBeenCalledWith("/user-validation-resend");
  });

  it("no answer is code 470: cannot connect, with 'Comprobar conexión'", async () => {
    loginAnswers(() => HttpResponse.error());
    renderWithPortal(<LoginForm />, { session: null });
    await fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(cannotConnect);
    expect(screen.getByRole("button", { name: "Comprobar conexión" })).toBeInTheDocument();
  });

  // The host's login page opens without TanStack Query's client: the form needs
  // none, and the diagnostic, which queries, waits for it.
  it("works before the QueryClient is loaded, and loads it for 'Comprobar conexión'", async () => {
    loginAnswers(() => HttpResponse.error());
    const create = vi.fn(async () => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const queryClient = lazyQueryClient(create);
    render(
      <PortalProvider apiBaseUrl={TEST_API} navigate={vi.fn()} storage={memoryStorage()} queryClient={queryClient}>
        <LoginForm />
      </PortalProvider>,
    );
    await fillAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent(cannotConnect);
    expect(await screen.findByRole("button", { name: "Comprobar conexión" })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(queryClient.current).not.toBeNull();
  });

  it("shows progress and cannot send twice", async () => {
    let release!: () => void;
    const sent = loginAnswers(() => HttpResponse.json({}, { status: 400 }));
    server.use(
      http.post(`${API}/ov/user/api/privateToken`, async ({ request }) => {
        sent.push(await describeRequest(request));
        await new Promise<void>((done) => (release = done));
        return HttpResponse.json({ code: 104 }, { status: 400 });
      }),
    );
    renderWithPortal(<LoginForm />, { session: null });
    await fillAndSend();
    const button = screen.getByRole("button", { name: "Entrar" });
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    expect(button).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "{Enter}");
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(wrongCredentials);
    expect(sent).toHaveLength(1);
  });

  it("links to signup and account recovery", async () => {
    const { navigate } = renderWithPortal(<LoginForm />, { session: null });
    expect(screen.getByRole("link", { name: "Regístrate" })).toHaveAttribute("href", "/signup");
    await userEvent.click(screen.getByRole("link", { name: "Recuperar cuenta" }));
    expect(navigate).toHaveBeenCalledWith("/password-reset");
  });
});
