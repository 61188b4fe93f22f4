import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { ADMIN_API, API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { AccountMenu } from "./AccountMenu";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backend(answer: () => Response = () => new HttpResponse(null, { status: 200 })) {
  const sent: SentRequest[] = [];
  for (const base of [API, ADMIN_API]) {
    server.use(
      http.post(`${base}/ov/user/api/changePasswordBackend`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return answer();
      }),
      http.post(`${base}/ov/user/api/logout`, async ({ request }) => {
        sent.push(await describeRequest(request));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  }
  return sent;
}

async function fill(current = "Demo2026!", next = "Nueva2026!", confirm = next) {
  await userEvent.type(screen.getByLabelText(/^Contraseña actual/), current);
  await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), next);
  await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Cambiar contraseña" }));
}

describe("AccountMenu", () => {
  it("shows the host's further sections inside 'Mi cuenta', before 'Volver'", () => {
    backend();
    renderWithPortal(
      <AccountMenu>
        <section aria-label="Otra sección" />
      </AccountMenu>,
    );
    const section = screen.getByRole("region", { name: "Otra sección" });
    expect(section.compareDocumentPosition(screen.getByRole("link", { name: "Volver" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the user's e-mail and the menu", () => {
    backend();
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage() });
    expect(screen.getByRole("heading", { name: "Mi cuenta" })).toBeInTheDocument();
    expect(screen.getByText("demo@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cambio de contraseña" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
  });

  it("a customer changes the password with the profile's username", async () => {
    const sent = backend();
    const onPasswordChanged = vi.fn();
    renderWithPortal(<AccountMenu onPasswordChanged={onPasswordChanged} />, { storage: loggedInStorage() });
    await fill();
    expect(await screen.findByRole("status")).toHaveTextContent("La contraseña se ha cambiado correctamente.");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/user/api/changePasswordBackend`,
        query: { isAdministradorFinca: "false" },
        headers: expect.objectContaining({ authorization: expect.stringMatching(/^Bearer /) }),
        body: { username: "demo", password: "Demo2026!", newPassword: "Nueva2026!" },
      }),
    ]);
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue("");
    expect(onPasswordChanged).toHaveBeenCalledTimes(1);
  });

  it("an administrator's username is the stored e-mail, sent to the administrators' host", async () => {
    const sent = backend();
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage({ admin: true }) });
    await fill();
    await screen.findByText("La contraseña se ha cambiado correctamente.");
    expect(sent[0]).toMatchObject({
      url: `${ADMIN_API}/ov/user/api/changePasswordBackend`,
      query: { isAdministradorFinca: "true" },
      body: { username: "fincas@example.com" },
    });
  });

  it("refuses a new password equal to the current one (password-notequal)", async () => {
    const sent = backend();
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage() });
    await fill("Demo2026!", "Demo2026!");
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      "La nueva contraseña no debe ser igual a la contraseña actual",
    );
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each([
    [400, "La contraseña actual no es correcta."],
    [403, "La contraseña actual no es correcta."],
    [500, "La contraseña actual no es correcta."],
    [465, "La contraseña contiene caracteres especiales no permitidos."],
    [502, "Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde."],
    [429, "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos."],
  ])("answer %i shows its message and keeps the form", async (status, text) => {
    // The server's text of a 429 says how long to wait; the others show the portal's own.
    backend(() => HttpResponse.json({ code: status, mensaje: status === 429 ? text : "x" }, { status }));
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage() });
    await fill();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue("Demo2026!");
  });

  it("a 429 in English is the catalogue's text, not the server's Spanish", async () => {
    const mensaje = "Has superado el número de intentos. Inténtalo de nuevo en 12 minutos.";
    backend(() => HttpResponse.json({ code: 429, mensaje }, { status: 429, headers: { "Retry-After": "700" } }));
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage(), locale: "en" });
    await userEvent.type(await screen.findByLabelText(/^Current password/), "Demo2026!");
    await userEvent.type(screen.getByLabelText(/^New password/), "Nueva2026!");
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), "Nueva2026!");
    // The menu item and the form's button share the name in English: the form's submits.
    const submit = screen.getAllByRole("button", { name: "Change password" }).find((button) => button.getAttribute("type") === "submit");
    await userEvent.click(submit!);
    expect(await screen.findByRole("alert")).toHaveTextContent("You have exceeded the number of attempts. Try again in 12 minutes.");
  });

  it("'Cerrar sesión' revokes the refresh token, clears the session and goes to login", async () => {
    const sent = backend();
    const { navigate, storage: store } = renderWithPortal(<AccountMenu />, { storage: loggedInStorage() });
    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/user/api/logout`,
        headers: expect.objectContaining({ refresh_token: "story-refresh-token" }),
      }),
    ]);
    expect(store.snapshot().accessToken).toBeUndefined();
  });

  it("the menu item hides and shows the form", async () => {
    renderWithPortal(<AccountMenu />, { storage: loggedInStorage() });
    await userEvent.click(screen.getByRole("button", { name: "Cambio de contraseña" }));
    expect(screen.queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cambio de contraseña" })).toHaveAttribute("aria-expanded", "false");
  });
});
