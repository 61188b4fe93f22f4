import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import * as React from "react";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { API, describeRequest, type SentRequest } from "../shared/account/account.testing";
import { VerifyEmail } from "./VerifyEmail";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const validToken = () => HttpResponse.json({ mensaje: "Token válido." });

/** `check` answers validateEmailToken (the check on load); `answers` verifyUserEmail in turn. */
function backend(...answers: (() => Response)[]) {
  return backendWithCheck(validToken, ...answers);
}

function backendWithCheck(check: () => Response, ...answers: (() => Response)[]) {
  const sent: SentRequest[] = [];
  server.use(
    http.get(`${API}/ov/user/api/validateEmailToken/`, async ({ request }) => {
      sent.push(await describeRequest(request));
      return check();
    }),
    http.get(`${API}/ov/user/api/verifyUserEmail/`, async ({ request }) => {
      sent.push(await describeRequest(request));
      const verifications = sent.filter((r) => r.url.endsWith("/verifyUserEmail/")).length;
      return (answers[verifications - 1] ?? answers[answers.length - 1]!)();
    }),
  );
  return sent;
}

const confirm = async () => userEvent.click(await screen.findByRole("button", { name: "Confirmar" }));
const verifications = (sent: SentRequest[]) => sent.filter((r) => r.url.endsWith("/verifyUserEmail/"));

describe("VerifyEmail", () => {
  it("Confirmar sends the token in a header; 204 is success with 'Acceder'", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    const onSuccess = vi.fn();
    renderWithPortal(<VerifyEmail token="tok-9" onSuccess={onSuccess} />, { session: null });
    await confirm();
    expect(await screen.findByRole("status")).toHaveTextContent("Tu correo electrónico se ha verificado correctamente.");
    expect(screen.getByRole("link", { name: "Acceder" })).toHaveAttribute("href", "/login");
    expect(verifications(sent)).toEqual([
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
    expect(verifications(sent)).toHaveLength(2);
  });

  it("checks the token once when the page opens, in StrictMode too, before offering Confirmar", async () => {
    const sent = backend(() => new HttpResponse(null, { status: 204 }));
    renderWithPortal(
      <React.StrictMode>
        <VerifyEmail token="tok-9" />
      </React.StrictMode>,
      { session: null },
    );
    expect(screen.getByRole("status")).toHaveTextContent("Comprobando el enlace…");
    expect(await screen.findByRole("button", { name: "Confirmar" })).toBeEnabled();
    expect(sent).toEqual([
      expect.objectContaining({
        method: "GET",
        url: `${API}/ov/user/api/validateEmailToken/`,
        headers: expect.objectContaining({ token: "tok-9" }),
      }),
    ]);
  });

  it.each([
    ["the invalid-token text", () => HttpResponse.json({ mensaje: "Error al validar usuario." })],
    ["no answer", () => HttpResponse.error()],
  ])("a dead link (%s) says so on load, with a new link and nothing to confirm", async (_name, check) => {
    const sent = backendWithCheck(check, () => new HttpResponse(null, { status: 204 }));
    renderWithPortal(<VerifyEmail token="tok-9" />, { session: null });
    expect(await screen.findByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    expect(screen.getByRole("link", { name: "Solicitar nuevo enlace" })).toHaveAttribute("href", "/user-validation-resend");
    expect(screen.queryByRole("button", { name: "Confirmar" })).not.toBeInTheDocument();
    expect(verifications(sent)).toEqual([]);
  });

  it("no token: expired, nothing to confirm", () => {
    renderWithPortal(<VerifyEmail />, { session: null });
    expect(screen.getByRole("alert")).toHaveTextContent("El enlace ha caducado o no es válido.");
    expect(screen.queryByRole("button", { name: "Confirmar" })).not.toBeInTheDocument();
  });
});
