import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { VerifyEmail } from "./VerifyEmail";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function backend(...answers: (() => Response)[]) {
  const sent: SentRequest[] = [];
  server.use(
    http.get(`${API}/ov/user/api/verifyUserEmail/`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return (answers[sent.length - 1] ?? answers[answers.length - 1]!)();
    }),
  );
  return sent;
}

const confirm = () => userEvent.click(screen.getByRole("button", { name: "Confirmar" }));

describe("VerifyEmail", () => {
  it("Confirmar sends the token in a header; 204 is success with 'Acceder'", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    const onSuccess = vi.fn();
    renderWithPortal(<VerifyEmail token="tok-9" onSuccess={onSuccess} />, { session: null });
    expect(sent).toEqual([]);
    await confirm();
    expect(await screen.findByRole("status")).toHaveTextContent("Tu correo electrónico se ha verificado correctamente.");
    expect(screen.getByRole("link", { name: "Acceder" })).toHaveAttribute("href", "/login");
    expect(sent).toEqual([
      expect.objectContaining({
        method: "GET",
        url: `${API}/ov/user/api/verifyUserEmail/`,
        headers: expect.objectContaining({ token: "tok-9" }),
      }),
    ]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("anything but 204 is 'link expired', with a new link and 'Volver a intentar'", async () => {
    const sent = backend(
      () => HttpResponse.json({ code: 147, mensaje: "x" }, { status: 410 }),
      () => new HttpResponse(null, { status: 204 }),
    );
    renderWithPortal(<VerifyEmail token="tok-9" />, { session: null });
    await confirm();
    expect(await screen.findByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    expect(screen.getByRole("link", { name: "Solicitar nuevo enlace" })).toHaveAttribute("href", "/user-validation-resend");
    await userEvent.click(screen.getByRole("button", { name: "Volver a intentar" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Tu correo electrónico se ha verificado correctamente.");
    expect(sent).toHaveLength(2);
  });

  it("no token: expired, nothing to confirm", () => {
    renderWithPortal(<VerifyEmail />, { session: null });
    expect(screen.getByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    expect(screen.queryByRole("button", { name: "Confirmar" })).not.toBeInTheDocument();
  });
});
