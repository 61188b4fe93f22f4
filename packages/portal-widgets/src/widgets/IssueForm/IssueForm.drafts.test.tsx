import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { makeJwt } from "../../core/client/client.testing";
import { usePortal, useSession } from "../../core/react/portalHooks";
import { DRAFTS_KEY } from "../../core/session/drafts";
import { memoryStorage } from "../../core/session/storage";
import { axeViolations } from "../../testing/axe.testing";
import { TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { DRAFT_SAVE_DELAY_MS } from "../shared/drafts/useFormDraft";
import { issuesApi, storedIssue } from "../shared/issues/issues.testing";
import { IssueForm } from "./IssueForm";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Who the login answers as: the demo customer of `renderWithPortal` (sub "demo") or another. */
let loginAs = "demo";
beforeEach(() => {
  loginAs = "demo";
  const api = issuesApi(TEST_API, { issues: [storedIssue(1)] });
  server.use(
    cupsMeHandler(TEST_API, demoContracts),
    ...api.handlers,
    http.post(`${TEST_API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${TEST_API}/ov/user/api/privateToken`, () =>
      HttpResponse.json({
        access_token: makeJwt(600, { sub: loginAs }),
        refresh_token: "r2",
        email: `${loginAs}@example.com`,
        isAdministrador: false,
      }),
    ),
    http.get(`${TEST_API}/ov/user/api/me`, () => HttpResponse.json({ username: loginAs, email: `${loginAs}@example.com` })),
  );
});

let portal: ReturnType<typeof usePortal>;
/** The host's guard in miniature: the form while signed in, nothing otherwise. */
function Page() {
  portal = usePortal();
  const { accessToken } = useSession();
  return accessToken ? <IssueForm /> : <p>Acceso</p>;
}

function render() {
  const draftStorage = memoryStorage();
  const view = renderWithPortal(<Page />, { draftStorage });
  return { ...view, draftStorage };
}

const stored = (draftStorage: ReturnType<typeof memoryStorage>) => draftStorage.getItem(DRAFTS_KEY) ?? "";

async function typeRequest(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/^Asunto/), "Lectura estimada");
  await waitFor(() => expect(screen.getByRole("option", { name: "Lecturas" })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(/^Categoría/), "2");
  await user.type(screen.getByLabelText(/^Descripción/), "El contador marca 1234.");
  return user;
}

async function logInAgain(as = "demo") {
  loginAs = as;
  await act(() => portal.session.login({ username: as, password: "Secreta1!", isAdministradorFinca: false }));
}

describe("IssueForm drafts", () => {
  it("keeps what is typed as a draft, after a pause in typing", async () => {
    const { draftStorage } = render();
    await typeRequest();
    await waitFor(() => expect(stored(draftStorage)).toContain("El contador marca 1234."), { timeout: DRAFT_SAVE_DELAY_MS * 4 });
    expect(JSON.parse(stored(draftStorage)).forms.issue.values).toEqual({
      title: "Lectura estimada",
      category: "2",
      description: "El contador marca 1234.",
    });
  });

  it("is written at once when the page goes away (a reload) before the pause ends", async () => {
    const { draftStorage } = render();
    await userEvent.type(screen.getByLabelText(/^Asunto/), "Recargo");
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(stored(draftStorage)).toContain("Recargo");
  });

  it("survives an expired session and is offered back when the same user logs in again", async () => {
    const { draftStorage } = render();
    await typeRequest();
    // Expiry right after the last key: the draft is written at once, not after the pause.
    act(() => portal.session.expire());
    expect(screen.getByText("Acceso")).toBeInTheDocument();
    expect(stored(draftStorage)).toContain("El contador marca 1234.");

    await logInAgain();
    const notice = (await screen.findByText("Hemos recuperado tu borrador")).closest("[role=status]");
    expect(notice).toHaveTextContent(/^Hemos recuperado tu borrador Lo que escribiste el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue("Lectura estimada");
    expect(screen.getByLabelText(/^Descripción/)).toHaveValue("El contador marca 1234.");
    await waitFor(() => expect(screen.getByLabelText(/^Categoría/)).toHaveValue("2"));
    expect(await axeViolations()).toEqual([]);
  });

  it("is never offered to another user, and leaves storage when that user logs in", async () => {
    const { draftStorage } = render();
    await typeRequest();
    act(() => portal.session.expire());
    await logInAgain("otro");
    await screen.findByLabelText(/^Asunto/);
    expect(screen.queryByText(/Hemos recuperado tu borrador/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue("");
    expect(stored(draftStorage)).toBe("");
  });

  it("can be discarded, with an undo, from the notice", async () => {
    const { draftStorage } = render();
    const user = await typeRequest();
    act(() => portal.session.expire());
    await logInAgain();
    await screen.findByText("Hemos recuperado tu borrador");

    await user.click(screen.getByRole("button", { name: "Descartar borrador" }));
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue("");
    expect(stored(draftStorage)).toBe("");
    expect(screen.getByRole("button", { name: "Deshacer" })).toHaveFocus();
    expect(screen.getByText("Has descartado el borrador.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Deshacer" }));
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue("Lectura estimada");
    await waitFor(() => expect(stored(draftStorage)).toContain("Lectura estimada"), { timeout: DRAFT_SAVE_DELAY_MS * 4 });
  });

  it("is cleared by a voluntary logout, and by a successful send", async () => {
    const { draftStorage } = render();
    await typeRequest();
    await waitFor(() => expect(stored(draftStorage)).not.toBe(""), { timeout: DRAFT_SAVE_DELAY_MS * 4 });
    await act(() => portal.session.logout());
    expect(stored(draftStorage)).toBe("");
    await logInAgain();
    expect(await screen.findByLabelText(/^Asunto/)).toHaveValue("");
    expect(screen.queryByText(/Hemos recuperado tu borrador/)).not.toBeInTheDocument();

    const user = await typeRequest();
    await waitFor(() => expect(screen.getByRole("option", { name: "Lectura estimada" })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Sub-Categoría/), "Lectura estimada");
    await user.selectOptions(screen.getByLabelText(/^Línea/), "Electricidad");
    await waitFor(() => expect(screen.getByRole("option", { name: "ES0021000000000012AB" })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^CUPS/), "ES0021000000000012AB");
    await waitFor(() => expect(stored(draftStorage)).toContain("ES0021000000000012AB"), { timeout: DRAFT_SAVE_DELAY_MS * 4 });
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await screen.findByText("Código de la solicitud: 100");
    expect(stored(draftStorage)).toBe("");
  });
});
