import { QueryClient } from "@tanstack/react-query";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { API, makeJwt } from "../client/client.testing";
import { createApiClient } from "../client/contractClient";
import { contractQueries, invoiceQueries, issueQueries, publicQueries, sessionQueries } from "./domainQueries";
import { removeAuthenticatedQueries } from "./queryClient";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ apiBaseUrl: API, session: { accessToken: () => makeJwt(600) } });

describe("query keys", () => {
  it("are shaped [domain, what, ...params]", () => {
    expect(sessionQueries.profile(client).queryKey).toEqual(["session", "profile"]);
    expect(contractQueries.list(client, { cups: "ES1" }).queryKey).toEqual(["contracts", "list", { cups: "ES1" }]);
    expect(issueQueries.detail(client, "12").queryKey).toEqual(["issues", "detail", "12"]);
    expect(issueQueries.openCount(client).queryKey.slice(0, 1)).toEqual(issueQueries.all());
    expect(invoiceQueries.search(client, { start: 2 }).queryKey).toEqual(["invoices", "search", { start: 2 }]);
    expect(publicQueries.userCups(client, "administrator", { email: "a@b.es" }).queryKey[0]).toBe("public");
  });
});

describe("query functions", () => {
  it("call the contract route and resolve 204 to null", async () => {
    server.use(http.get(`${API}/ov/invoices/api/fullbilling`, () => new HttpResponse(null, { status: 204 })));
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(invoiceQueries.search(client, { start: 1 }))).resolves.toBeNull();
  });

  it("send the request in the contract's normal form (the admin search wants the line in lower case)", async () => {
    let search = "";
    server.use(
      http.get(`${API}/ov/invoices/api/filterfullbilling`, ({ request }) => {
        search = new URL(request.url).search;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await new QueryClient().fetchQuery(invoiceQueries.adminSearch(client, { line: "Electricidad", cif: "", start: 1 }));
    expect(search).toBe("?start=1&line=electricidad");
  });
});

describe("removeAuthenticatedQueries", () => {
  it("drops every query but the public ones", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(issueQueries.list(client).queryKey, () => ({ items: [], total_count: 0 }));
    queryClient.setQueryData(["someWidget", "own"], 1);
    queryClient.setQueryData(publicQueries.connection(client).queryKey, () => ({ status: "ok" }));
    removeAuthenticatedQueries(queryClient);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([["public", "connection"]]);
  });
});
