import { screen, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { issuesApi, quotedIssue, storedIssue } from "../shared/issues/issues.testing";
import { IssuesView } from "./IssuesView";

// A phone: every measured box is 375 px wide, so the list shows cards.
vi.mock("../../ui/useElementWidth", () => ({ useElementWidth: () => 375 }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("IssuesView on a phone", () => {
  it("shows each request as a card with its number, subject, state and 'Ver detalle'", async () => {
    server.use(...issuesApi(TEST_API, { issues: [quotedIssue, storedIssue(3)] }).handlers);
    renderWithPortal(<IssuesView />);
    const card = await screen.findByRole("article", { name: "3" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(card).getByText("Consulta 3")).toBeVisible();
    expect(within(card).getByText("Cerrada")).toBeVisible();
    expect(within(card).getByRole("button", { name: "Ver detalle de la solicitud 3" })).toBeVisible();
    expect(within(await screen.findByRole("article", { name: "7" })).getByText("14/03/2026")).toBeVisible();
  });

  it("shows the state in Catalan", async () => {
    server.use(...issuesApi(TEST_API, { issues: [storedIssue(3)] }).handlers);
    renderWithPortal(<IssuesView />, { locale: "ca-ES" });
    // The Catalan catalogue loads after the first render.
    await screen.findByText("Tancada");
    expect(within(screen.getByRole("article", { name: "3" })).getByText("Tancada")).toBeVisible();
  });
});
