import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { EmailLinkPasswordChange } from "./EmailLinkPasswordChange";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const expired = "El enlace ha caducado o no es válido.";

function backend(mensaje: string, update: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const sent: SentRequest[] = [];
  server.use(
    http.get(`${API}/ov/user/api/validateEmailToken/`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return HttpResponse.json({ mensaje });
    }),
    http.put(`${API}/ov/user/api/updatePassword/`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return update();
    }),
  );
  return sent;
}

async function fill(password = "Nueva2026!", confirm = password) {
  await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), confirm);
}
const submit = () => screen.getByRole("button", { name: "Cambiar contraseña" });

describe("EmailLinkPasswordChange", () => {
  it("checks the token on load, keeps the button off until the form is valid, and sends both in headers", async () => {
    const sent = backend("Token válido.");
    const onSuccess = vi.fn();
    renderWithPortal(<EmailLinkPasswordChange token="tok-1" onSuccess={onSuccess} />, { session: null });
    expect(screen.getByText("Comprobando el enlace…")).toBeInTheDocument();
    await fill("corta", "corta");
    expect(submit()).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription("La contraseña debe tener al menos 8 caracteres.");
    await userEvent.clear(screen.getByLabelText(/^Nueva contraseña/));
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), "todominusculas");
    await userEvent.tab();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      "La contraseña debe tener al menos 8 caracteres y cumplir al menos 3 de estos 4 requisitos: 1 mayúscula, 1 minúscula, 1 número, 1 carácter especial",
    );
    expect(submit()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^Nueva contraseña/));
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), "Nueva2026!");
    await userEvent.clear(screen.getByLabelText(/^Confirmar nueva contraseña/));
    await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), "Nueva2026!");
    await userEvent.click(submit());

    expect(await screen.findByRole("status")).toHaveTextContent("Tu contraseña se ha actualizado correctamente.");
    expect(screen.getByRole("link", { name: "Acceder" })).toHaveAttribute("href", "/login");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "GET",
        url: `${API}/ov/user/api/validateEmailToken/`,
        headers: expect.objectContaining({ token: "tok-1" }),
      }),
      expect.objectContaining({
        method: "PUT",
        url: `${API}/ov/user/api/updatePassword/`,
        headers: expect.objectContaining({ token: "tok-1", newpassword: "Nueva2026!" }),
        body: undefined,
      }),
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("an invalid token shows the expired text with a new-link option", async () => {
    const sent = backend("Error al validar usuario.");
    renderWithPortal(<EmailLinkPasswordChange token="viejo" />, { session: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(expired);
    expect(screen.getByRole("link", { name: "Solicitar nuevo enlace" })).toHaveAttribute("href", "/password-reset");
    expect(sent).toHaveLength(1);
  });

  it("no token: expired, without calling anything", () => {
    const sent = backend("Token válido.");
    renderWithPortal(<EmailLinkPasswordChange />, { session: null });
    expect(screen.getByRole("alert")).toHaveTextContent(expired);
    expect(sent).toEqual([]);
  });

  it("465 shows the special-characters error and keeps the form", async () => {
    backend("Token válido.", () => HttpResponse.json({ code: 465, mensaje: "x" }, { status: 465 }));
    renderWithPortal(<EmailLinkPasswordChange token="tok-1" />, { session: null });
    await fill();
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("La contraseña contiene caracteres especiales no permitidos.");
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveValue("Nueva2026!");
  });

  it.each([410, 400, 500])("any other answer (%i) means the link expired", async (status) => {
    backend("Token válido.", () => HttpResponse.json({ code: 147, mensaje: "x" }, { status }));
    renderWithPortal(<EmailLinkPasswordChange token="tok-1" />, { session: null });
    await fill();
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(expired);
  });
});
