import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { ContactEmailLink } from "./ContactEmailLink";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backend(step: "confirm" | "undo", answer: () => Response) {
  const sent: SentRequest[] = [];
  server.use(
    http.post(`${API}/ov/user/api/contact/email/${step}`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return answer();
    }),
  );
  return sent;
}

describe("ContactEmailLink", () => {
  it("opening the page sends nothing; 'Confirmar' sends the token once", async () => {
    const sent = backend("confirm", () => HttpResponse.json({ mensaje: "ok" }));
    renderWithPortal(<ContactEmailLink action="confirm" token=" tok-1 " />, { session: null });
    expect(sent).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "Confirmar" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Hemos cambiado tu dirección de correo electrónico.");
    expect(sent).toEqual([expect.objectContaining({ body: { token: "tok-1" } })]);
    expect(screen.getByRole("link", { name: "Acceder" })).toHaveAttribute("href", "/login");
  });

  it("'Deshacer el cambio' sends the undo token; a used link says so", async () => {
    backend("undo", () => HttpResponse.json({ code: 410, mensaje: "x" }, { status: 410 }));
    renderWithPortal(<ContactEmailLink action="undo" token="tok-2" />, { session: null });
    expect(screen.getByRole("heading", { name: "Deshacer el cambio de correo electrónico" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Deshacer el cambio" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("El enlace no es válido, ya se ha usado o ha caducado.");
  });

  it("a link without a token is invalid at once", () => {
    renderWithPortal(<ContactEmailLink action="confirm" token={null} />, { session: null });
    expect(screen.getByRole("alert")).toHaveTextContent("El enlace no es válido");
  });
});
