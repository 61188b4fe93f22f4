import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { issuesApi, quotedIssue, storedIssue } from "../shared/issues/issues.testing";
import { IssuesView } from "./IssuesView";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("IssuesView", () => {
  it("lists the requests with Número, Fecha, Asunto, Estado and 'Ver detalle', quotes read back", async () => {
    server.use(...issuesApi(TEST_API, { issues: [quotedIssue, storedIssue(3)] }).handlers);
    const requests = recordRequests(server);
    renderWithPortal(<IssuesView />);

    expect(screen.getByRole("heading", { level: 1, name: "Solicitudes" })).toBeInTheDocument();
    expect(await screen.findByText('Lectura "estimada" de marzo')).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Número", "Fecha", "Asunto", "Estado", "Detalles"]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getAllByRole("cell")[1]).toHaveTextContent(/^14\/03\/2026$/);
    // An older server sends no date: the cell stays blank.
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["3", "", "Consulta 3", "Cerrada", "Ver detalle de la solicitud 3"]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /ov/issues/api/issues"]);
  });

  it("opens a detail with every field, and goes back to the list and then home", async () => {
    server.use(...issuesApi(TEST_API, { issues: [quotedIssue, storedIssue(3)] }).handlers);
    const requests = recordRequests(server);
    const onIssueChange = vi.fn();
    const { navigate } = renderWithPortal(<IssuesView onIssueChange={onIssueChange} />);

    await userEvent.click(await screen.findByRole("button", { name: "Ver detalle de la solicitud 7" }));
    const heading = screen.getByRole("heading", { level: 1, name: "Detalle de solicitud" });
    expect(heading).toHaveFocus();
    expect(await screen.findByText("Lecturas")).toBeInTheDocument();
    const pairs = Array.from(document.querySelectorAll("dt")).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Número", "7"],
      ["Fecha de la solicitud", "14/03/2026"],
      ["Asunto", 'Lectura "estimada" de marzo'],
      ["Estado", "Abierta"],
      ["Categoría", "Lecturas"],
      ["Línea", "Electricidad"],
      ["CUPS", "ES0021000000000001AB"],
      ["Código de contrato", "100001"],
      ["NIF", "12345678Z"],
      ["Email", "demo@example.com"],
      ["Teléfono", "600000000"],
      ["Descripción", 'Primera línea con "comillas".\nSegunda línea.'],
    ]);
    expect(requests.at(-1)!.url).toBe("/ov/issues/api/issue?issueId=7");
    expect(onIssueChange).toHaveBeenLastCalledWith("7");

    await userEvent.click(screen.getByRole("button", { name: "Volver" }));
    expect(screen.getByRole("heading", { name: "Solicitudes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ver detalle de la solicitud 7" })).toHaveFocus();
    expect(onIssueChange).toHaveBeenLastCalledWith(null);

    const back = screen.getByRole("link", { name: "Volver" });
    expect(back).toHaveAttribute("href", "/");
    await userEvent.click(back);
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("shows the list's states in the catalogue's language, the dates in its format", async () => {
    server.use(...issuesApi(TEST_API, { issues: [quotedIssue, storedIssue(3)] }).handlers);
    renderWithPortal(<IssuesView />, { locale: "ca-ES" });
    // The Catalan catalogue loads after the first render.
    await screen.findByText("Oberta");
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Oberta")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("14/03/2026")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Tancada")).toBeInTheDocument();
  });

  it("names the request's line in the catalogue's language", async () => {
    server.use(...issuesApi(TEST_API, { issues: [quotedIssue] }).handlers);
    renderWithPortal(<IssuesView issueId="7" />, { locale: "en" });
    const term = await screen.findByText("Line", { selector: "dt" });
    expect(term.nextElementSibling).toHaveTextContent(/^Electricity$/);
  });

  it("opens straight on a detail given by the host, without taking the focus", async () => {
    server.use(...issuesApi(TEST_API, { issues: [storedIssue(3)] }).handlers);
    renderWithPortal(<IssuesView issueId="3" />);
    expect(await screen.findByText("Descripción de la consulta 3.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Detalle de solicitud" })).not.toHaveFocus();
  });

  it("says there are no requests", async () => {
    server.use(...issuesApi(TEST_API).handlers);
    renderWithPortal(<IssuesView />);
    expect(await screen.findByText("No se han encontrado solicitudes.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nueva solicitud" })).toHaveAttribute("href", "/new-issue");
  });

  it("says so when the list or a detail cannot be read", async () => {
    server.use(http.get(`${TEST_API}/ov/issues/api/issues`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const list = renderWithPortal(<IssuesView />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.");
    list.unmount();

    server.use(...issuesApi(TEST_API).handlers);
    renderWithPortal(<IssuesView issueId="999" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.");
  });
});
