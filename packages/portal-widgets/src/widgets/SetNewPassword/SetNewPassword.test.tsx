import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { SetNewPassword } from "./SetNewPassword";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials = { id: "portal", secret: "s3cret" };

function backend(answer: () => Response) {
  const sent: SentRequest[] = [];
  server.use(
    http.post(`${API}/token`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return HttpResponse.json({ access_token: "client-token", token_type: "Bearer", expires_in: 300 });
    }),
    http.post(`${API}/ov/users/set-password`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return answer();
    }),
  );
  return sent;
}

async function fill(password = "Nueva2026!", confirm = password) {
  await userEvent.type(screen.getByLabelText(/^Contraseña/), password);
  await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Guardar contraseña" }));
}

describe("SetNewPassword", () => {
  it("asks for a client-credentials token first, then sends {userData: {token, password}}; step 2 on 202", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 202 }));
    const onSuccess = vi.fn();
    renderWithPortal(<SetNewPassword confirmation="abc123" onSuccess={onSuccess} />, { session: null, clientCredentials: credentials });
    await fill();
    expect(await screen.findByRole("status")).toHaveTextContent("La contraseña se ha guardado correctamente.");
    expect(screen.getByRole("link", { name: "Ir a la Oficina Virtual" })).toHaveAttribute("href", "/");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "POST",
        url: `${API}/token`,
        query: { grant_type: "client_credentials" },
        headers: expect.objectContaining({ authorization: `Basic ${btoa("portal:s3cret")}` }),
      }),
      expect.objectContaining({
        method: "POST",
        url: `${API}/ov/users/set-password`,
        headers: expect.objectContaining({ authorization: "Bearer client-token" }),
        body: { userData: { token: "abc123", password: "Nueva2026!" } },
      }),
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("checks the policy and the confirmation before sending", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 202 }));
    renderWithPortal(<SetNewPassword confirmation="abc123" />, { session: null, clientCredentials: credentials });
    await fill("Nueva2026!", "Otra2026!");
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription("Las contraseñas no coinciden.");
    await userEvent.clear(screen.getByLabelText(/^Contraseña/));
    await userEvent.type(screen.getByLabelText(/^Contraseña/), "Nueva_2026");
    await userEvent.tab();
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAccessibleDescription(/No puede contener los caracteres = _ & \? - \/ \\ "$/);
    expect(sent).toEqual([]);
  });

  it.each([
    [400, 147, "El código de confirmación ha caducado o no es correcto.", true],
    [400, 176, "El formato de la contraseña no es correcto.", false],
    [400, 400, "La solicitud no es correcta.", false],
    [412, 412, "No se cumplen las condiciones necesarias para cambiar la contraseña.", false],
    [465, 465, "La contraseña contiene caracteres especiales no permitidos.", false],
    [500, 500, "Se ha producido un error interno. Por favor, inténtalo más tarde.", false],
    [503, 503, "El servicio no está disponible en este momento. Por favor, inténtalo más tarde.", false],
  ])("answer %i with code %i shows its message", async (status, code, text, offersNewLink) => {
    backend(() => HttpResponse.json({ code, mensaje: "x" }, { status }));
    renderWithPortal(<SetNewPassword confirmation="abc123" />, { session: null, clientCredentials: credentials });
    await fill();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.queryByRole("link", { name: "Solicitar nuevo enlace" }) !== null).toBe(offersNewLink);
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue("Nueva2026!");
  });

  it("without a confirmation token says the link expired and offers a new one", () => {
    renderWithPortal(<SetNewPassword />, { session: null });
    expect(screen.getByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    expect(screen.getByRole("link", { name: "Solicitar nuevo enlace" })).toHaveAttribute("href", "/password-reset");
    expect(screen.queryByLabelText(/^Contraseña/)).not.toBeInTheDocument();
  });
});
