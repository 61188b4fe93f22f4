import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
// Side by side on one page, as a host composes them: the other widget through the public index.
import { ContractsTable } from "../../index";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { contracts, cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { NOTHING_OWED, paymentHandler } from "../shared/payment/payment.testing";
import { HomeSummary } from "./HomeSummary";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
// The last invoice (with what is owed) and this month's cost cards ask too; none has data
// unless a test says so.
beforeEach(() =>
  server.use(
    http.get(`${TEST_API}/ov/invoices/api/fullbilling`, () => new HttpResponse(null, { status: 204 })),
    paymentHandler(TEST_API, NOTHING_OWED),
    http.get(`${TEST_API}/ov/insights/contracts/:code/cost-this-month`, () => HttpResponse.json({ code: 404 }, { status: 404 })),
  ),
);
afterAll(() => server.close());

const openCount = (total: number) => http.get(`${TEST_API}/ov/issues/api/status/open`, () => HttpResponse.json({ total_count: total }));

function storageWithoutTotals() {
  const storage = loggedInStorage();
  for (const key of [
    SESSION_KEYS.totalElectricidad,
    SESSION_KEYS.totalGas,
    SESSION_KEYS.totalContractsElectricidad,
    SESSION_KEYS.totalContractsGas,
  ]) {
    delete storage[key];
  }
  return storage;
}

const card = (name: string) => screen.getByRole("heading", { name }).closest("section")!;

describe("HomeSummary", () => {
  it("loads the contract totals and the open-request count, and stores the totals", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), openCount(4));
    const requests = recordRequests(server);
    const { storage } = renderWithPortal(<HomeSummary />, { storage: storageWithoutTotals() });

    expect(within(card("Contratos")).getAllByText("Cargando…")).toHaveLength(2);
    const contractsCard = card("Contratos");
    await waitFor(() => expect(within(contractsCard).getByText("Electricidad").nextSibling).toHaveTextContent("12"));
    expect(within(contractsCard).getByText("Gas").nextSibling).toHaveTextContent("3");
    expect(await within(card("Solicitudes abiertas")).findByText("4")).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      "GET /ov/cups/api/cupsMe?startPaginationElectricidad=1&startPaginationGas=1",
      "GET /ov/insights/contracts/100001/cost-this-month",
      "GET /ov/invoices/api/fullbilling?isDefaultQuery=true",
      "GET /ov/invoices/api/importe-pendiente",
      "GET /ov/issues/api/status/open",
    ]);
    expect(storage.getItem(SESSION_KEYS.totalElectricidad)).toBe("12");
    expect(storage.getItem(SESSION_KEYS.totalContractsGas)).toBe("3");
  });

  it("links to the request list, the new-request form and the invoice searches", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), openCount(0));
    const { navigate } = renderWithPortal(<HomeSummary />);
    expect(await within(card("Solicitudes abiertas")).findByText("0")).toBeInTheDocument();

    expect(screen.getByRole("link", { name: "Ver solicitudes" })).toHaveAttribute("href", "/issues");
    expect(screen.getByRole("link", { name: "Nueva solicitud" })).toHaveAttribute("href", "/new-issue");
    expect(screen.getByRole("link", { name: "Facturas de Electricidad" })).toHaveAttribute("href", "/allinvoices");
    expect(screen.getByRole("link", { name: "Facturas de Gas" })).toHaveAttribute("href", "/allinvoices-gas");
    await userEvent.click(screen.getByRole("link", { name: "Nueva solicitud" }));
    expect(navigate).toHaveBeenCalledWith("/new-issue");
  });

  it("offers only the lines the customer has", async () => {
    server.use(cupsMeHandler(TEST_API, contracts("Electricidad", 2)), openCount(1));
    renderWithPortal(<HomeSummary />, { storage: storageWithoutTotals() });
    await waitFor(() => expect(within(card("Contratos")).getByText("Gas").nextSibling).toHaveTextContent("0"));
    expect(screen.getByRole("link", { name: "Facturas de Electricidad" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Facturas de Gas" })).not.toBeInTheDocument();
  });

  it("says so when a figure cannot be read", async () => {
    server.use(
      http.get(`${TEST_API}/ov/cups/api/cupsMe`, () => HttpResponse.json({ code: 500 }, { status: 500 })),
      http.get(`${TEST_API}/ov/issues/api/status/open`, async () => {
        await delay(10);
        return HttpResponse.json({ code: 503 }, { status: 503 });
      }),
    );
    renderWithPortal(<HomeSummary />, { storage: storageWithoutTotals() });
    await waitFor(() => expect(screen.getAllByText("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.")).toHaveLength(3));
  });
});

describe("HomeSummary beside the contracts tables", () => {
  it("shares their first cupsMe call", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts), openCount(1));
    const requests = recordRequests(server);
    renderWithPortal(
      <>
        <HomeSummary />
        <ContractsTable />
      </>,
      { storage: storageWithoutTotals() },
    );
    await screen.findByText("100001");
    await waitFor(() => expect(within(card("Contratos")).getByText("Electricidad").nextSibling).toHaveTextContent("12"));
    expect(requests.filter((r) => r.url.startsWith("/ov/cups/api/cupsMe"))).toHaveLength(1);
  });
});
