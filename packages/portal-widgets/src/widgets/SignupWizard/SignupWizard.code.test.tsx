import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { SignupWizard } from "./SignupWizard";
import { backend as backendOn, confirm, enterCode, field, fillCustomer, found, next, noContract, toSummary } from "./signupWizard.testing";

// The one-time code step between the form and the summary. Each journey fills the whole
// form: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const backend = (answers: Parameters<typeof backendOn>[1] = {}) => backendOn(server, answers);

describe("SignupWizard: the verification code", () => {
  const wrong = "El código no es correcto o ha caducado. Revisa el último código que te hemos enviado o pide uno nuevo.";

  it("checks the typed code before asking: required, then 6 digits", async () => {
    const sent = backend();
    renderWithPortal(<SignupWizard />, { session: null });
    await fillCustomer();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Verificar código" }));
    expect(field(/^Código de verificación/)).toHaveAccessibleDescription("Escribe el código de 6 cifras que te hemos enviado.");
    await enterCode("12a45");
    expect(field(/^Código de verificación/)).toHaveAccessibleDescription("El código tiene 6 cifras, sin letras ni espacios.");
    expect(sent.filter((r) => r.method === "GET")).toEqual([]);
  });

  it("a refused code (461) stays on the step with its message and what was typed; a right one goes on", async () => {
    let answers = 0;
    backend({
      lookup: () => (answers++ === 0 ? HttpResponse.json({ code: 461, mensaje: "x" }, { status: 461 }) : HttpResponse.json(found)),
    });
    renderWithPortal(<SignupWizard />, { session: null });
    await fillCustomer();
    await next();
    await enterCode("111111");
    await waitFor(() => expect(field(/^Código de verificación/)).toHaveAccessibleDescription(wrong));
    expect(field(/^Código de verificación/)).toHaveValue("111111");
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("2. Verificación");
    await userEvent.clear(field(/^Código de verificación/));
    await enterCode("222222");
    expect(await screen.findByText("ES0021000000000001JN")).toBeInTheDocument();
  });

  it("a signup refused for its code (461) goes back to the code step to ask for another", async () => {
    backend({ add: () => HttpResponse.json({ code: 461, mensaje: "x" }, { status: 461 }) });
    renderWithPortal(<SignupWizard />, { session: null });
    await toSummary();
    await screen.findByText("ES0021000000000001JN");
    await userEvent.click(confirm());
    await waitFor(() => expect(field(/^Código de verificación/)).toHaveAccessibleDescription(wrong));
    expect(screen.getByRole("button", { name: "Enviar otro código" })).toBeEnabled();
  });

  it("asks for another code, saying the older one no longer works", async () => {
    const sent = backend();
    renderWithPortal(<SignupWizard />, { session: null });
    await fillCustomer();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Enviar otro código" }));
    expect(await screen.findByText("Te hemos enviado un código nuevo. El anterior ya no sirve.")).toBeInTheDocument();
    expect(sent.filter((r) => r.url.endsWith("/signupCode"))).toHaveLength(2);
  });

  it.each([
    ["403", () => HttpResponse.json({ code: 403, mensaje: "x" }, { status: 403 }), noContract],
    [
      "429",
      () =>
        HttpResponse.json(
          { code: 429, mensaje: "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos." },
          { status: 429, headers: { "Retry-After": "900" } },
        ),
      "Has superado el número de intentos. Inténtalo de nuevo en 15 minutos.",
    ],
  ])("a code request refused with %s says why and keeps the form", async (_name, code, text) => {
    backend({ code });
    renderWithPortal(<SignupWizard />, { session: null });
    await fillCustomer();
    await next();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.queryByLabelText(/^Código de verificación/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Volver al paso anterior" }));
    expect(field(/^Nombre de usuario/)).toHaveValue("javier");
  });
});
