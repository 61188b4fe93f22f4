import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { SESSION_KEYS } from "../../core/session/sessionKeys";
import { recordRequests, TEST_API } from "../../testing/recordRequests.testing";
import { renderWithPortal } from "../../testing/renderWithPortal.testing";
import { loggedInStorage } from "../../testing/session.testing";
import { contract, cupsMeHandler, demoContracts } from "../shared/contracts/contracts.testing";
import { ContractsTable } from "./ContractsTable";

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("../../core/client/saveFile", () => ({ saveBlob }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  saveBlob.mockReset();
});
afterAll(() => server.close());

const lineSection = (line: string) => screen.getByRole("region", { name: `Contratos de ${line}` });

const cupsMeCalls = (requests: { url: string }[]) =>
  requests.filter((r) => r.url.startsWith("/ov/cups/api/cupsMe")).map((r) => r.url.replace("/ov/cups/api/cupsMe", ""));

describe("ContractsTable", () => {
  it("asks for page 1 of each line in one call and shows a table per line with the spec's columns", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const requests = recordRequests(server);
    renderWithPortal(<ContractsTable />);

    expect(await screen.findByText("100001")).toBeInTheDocument();
    expect(cupsMeCalls(requests)).toEqual(["?startPaginationElectricidad=1&startPaginationGas=1"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Contratos de Electricidad",
      "Contratos de Gas",
    ]);
    const electricity = lineSection("Electricidad");
    const headers = within(electricity)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Código",
      "Contrato",
      "CUPS",
      "Dirección",
      "Fecha alta",
      "Fecha baja",
      "Estado",
      "Tarifa",
      "Facturas",
      "Certificado",
      "Consumos",
    ]);
    const rows = within(electricity).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row).toHaveAttribute("data-slot", "contract-row");
    const first = within(rows[0]!)
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(first.slice(0, 8)).toEqual([
      "100001",
      "SIC-350003PDF",
      "ES0021000000000001AB",
      "Calle de Alcalá 1 2º B, 28020 Madrid",
      "15/03/2021",
      "",
      "Alta",
      "2.0TD",
    ]);
    const ended = within(rows[1]!)
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(ended.slice(4, 8)).toEqual(["15/03/2021", "28/02/2026", "Baja", "3.0TD"]);
    expect(within(electricity).getByText("Página 1/2")).toBeInTheDocument();

    const gas = lineSection("Gas");
    expect(within(gas).queryByRole("columnheader", { name: "Consumos" })).not.toBeInTheDocument();
    expect(within(gas).queryByRole("link", { name: /^Potencia/ })).not.toBeInTheDocument();
    expect(
      within(gas)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.firstChild!.textContent),
    ).toEqual(["300001", "300002", "300003"]);
    expect(within(gas).getByText("Página 1/1")).toBeInTheDocument();
  });

  it("pages one line with startPaginationElectricidad, keeping the other line's page", async () => {
    server.use(cupsMeHandler(TEST_API, [...demoContracts, ...Array.from({ length: 20 }, (_, i) => contract("Gas", i + 4))]));
    const requests = recordRequests(server);
    renderWithPortal(<ContractsTable />);
    await screen.findByText("100001");

    await userEvent.click(within(lineSection("Gas")).getByRole("button", { name: "Página 3" }));
    expect(await screen.findByText("300021")).toBeInTheDocument();
    expect(within(lineSection("Gas")).getByText("Página 3/3")).toBeInTheDocument();

    await userEvent.click(within(lineSection("Electricidad")).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText("100011")).toBeInTheDocument();
    const electricity = lineSection("Electricidad");
    expect(within(electricity).getAllByRole("row").slice(1)).toHaveLength(2);
    expect(within(electricity).getByText("Página 2/2")).toBeInTheDocument();
    expect(within(electricity).getByRole("button", { name: "Siguiente" })).toBeDisabled();
    expect(screen.getByText("300021")).toBeInTheDocument();

    // A page seen a moment ago comes from the cache.
    await userEvent.click(within(electricity).getByRole("button", { name: "Anterior" }));
    expect(await screen.findByText("100001")).toBeInTheDocument();
    expect(cupsMeCalls(requests)).toEqual([
      "?startPaginationElectricidad=1&startPaginationGas=1",
      "?startPaginationElectricidad=1&startPaginationGas=3",
      "?startPaginationElectricidad=2&startPaginationGas=3",
    ]);
  });

  it("lists only the lines it is given, asking only for their page", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const requests = recordRequests(server);
    renderWithPortal(<ContractsTable lines={["Gas"]} headingLevel={3} />);
    expect(await screen.findByText("300001")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Contratos de Gas" })).toBeInTheDocument();
    expect(screen.queryByText("Contratos de Electricidad")).not.toBeInTheDocument();
    expect(cupsMeCalls(requests)).toEqual(["?startPaginationGas=1"]);
  });

  it("applies the search boxes 1000 ms after typing stops, from page 1", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const requests = recordRequests(server);
    renderWithPortal(<ContractsTable />);
    await screen.findByText("100001");
    await user.click(within(lineSection("Electricidad")).getByRole("button", { name: "Siguiente" }));
    await screen.findByText("Página 2/2");

    expect(screen.queryByText(/Coinciden con la búsqueda/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("CUPS"), "0000000000");
    await act(() => vi.advanceTimersByTimeAsync(900));
    await user.type(screen.getByLabelText("CUPS"), "12");
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(cupsMeCalls(requests)).toEqual([
      "?startPaginationElectricidad=1&startPaginationGas=1",
      "?startPaginationElectricidad=2&startPaginationGas=1",
    ]);

    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(within(lineSection("Electricidad")).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByText("100012")).toBeInTheDocument();
    expect(within(lineSection("Electricidad")).getByText("Página 1/1")).toBeInTheDocument();
    expect(within(lineSection("Gas")).getByText("No se han encontrado productos contratados.")).toBeInTheDocument();
    expect(screen.getByText("Coinciden con la búsqueda: 1 contrato de Electricidad y 0 contratos de Gas.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(cupsMeCalls(requests)).toEqual([
      "?startPaginationElectricidad=1&startPaginationGas=1",
      "?startPaginationElectricidad=2&startPaginationGas=1",
      "?cups=000000000012&startPaginationElectricidad=1&startPaginationGas=1",
    ]);

    await user.type(screen.getByLabelText("Contrato"), "999");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getAllByText("No se han encontrado productos contratados.")).toHaveLength(2));
    expect(cupsMeCalls(requests).at(-1)).toBe("?cups=000000000012&contract=999&startPaginationElectricidad=1&startPaginationGas=1");
  });

  it("shows the empty text, not the spinner, when a search is answered with no content (204)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(
      http.get(`${TEST_API}/ov/cups/api/cupsMe`, ({ request }) =>
        new URL(request.url).searchParams.has("contract") ? new HttpResponse(null, { status: 204 }) : undefined,
      ),
      cupsMeHandler(TEST_API, demoContracts),
    );
    renderWithPortal(<ContractsTable />);
    await screen.findByText("100001");

    await user.type(screen.getByLabelText("Contrato"), "999");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.getAllByText("No se han encontrado productos contratados.")).toHaveLength(2));
    expect(screen.queryByText("Cargando contratos…")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Contrato")).toHaveValue("999");
  });

  it("drops a pasted tab or control character from a search, which the API would refuse", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const requests = recordRequests(server);
    renderWithPortal(<ContractsTable />);
    await screen.findByText("100001");

    await user.click(screen.getByLabelText("Contrato"));
    await user.paste("10\t00\u000012 ");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(cupsMeCalls(requests).at(-1)).toBe("?contract=100012&startPaginationElectricidad=1&startPaginationGas=1"));
  });

  it("writes the unfiltered totals to the session for the header", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const stored = loggedInStorage();
    for (const key of [
      SESSION_KEYS.totalElectricidad,
      SESSION_KEYS.totalGas,
      SESSION_KEYS.totalContractsElectricidad,
      SESSION_KEYS.totalContractsGas,
    ]) {
      delete stored[key];
    }
    const { storage } = renderWithPortal(<ContractsTable />, { storage: stored });
    await screen.findByText("100001");
    await waitFor(() => expect(storage.getItem(SESSION_KEYS.totalElectricidad)).toBe("12"));
    expect(storage.getItem(SESSION_KEYS.totalGas)).toBe("3");
    expect(storage.getItem(SESSION_KEYS.totalContractsElectricidad)).toBe("12");
    expect(storage.getItem(SESSION_KEYS.totalContractsGas)).toBe("3");
  });

  it("links each contract to its screens and selects it as the session's product", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    const { navigate, storage } = renderWithPortal(<ContractsTable />);
    await screen.findByText("100001");

    const invoices = screen.getByRole("link", { name: "Facturas del contrato 100003" });
    expect(invoices).toHaveAttribute("href", "/invoices/100003");
    expect(screen.getByRole("link", { name: "Certificado del contrato 100003" })).toHaveAttribute("href", "/certificate/100003");
    expect(screen.getByRole("link", { name: "Consumos del contrato 100003" })).toHaveAttribute("href", "/loadcurve/100003");
    expect(screen.getByRole("link", { name: "Potencia del contrato 100003" })).toHaveAttribute("href", "/potencia/100003");
    await userEvent.click(invoices);
    expect(navigate).toHaveBeenCalledWith("/invoices/100003");
    expect(JSON.parse(storage.getItem(SESSION_KEYS.selectedProduct)!)).toEqual({
      line: "Electricidad",
      cups: "ES0021000000000003AB",
      codAbonado: "100003",
    });
  });

  it("downloads the contract PDF as Contrato-{code}.pdf, and says so when it fails", async () => {
    const pdf = new Uint8Array(400).fill(37);
    server.use(
      cupsMeHandler(TEST_API, demoContracts),
      http.get(`${TEST_API}/ov/contracts/:code`, ({ params }) =>
        params.code === "100001"
          ? new HttpResponse(pdf, { headers: { "Content-Type": "application/pdf" } })
          : new HttpResponse("no", { status: 404 }),
      ),
    );
    const requests = recordRequests(server);
    renderWithPortal(<ContractsTable />);
    await screen.findByText("100001");

    await userEvent.click(screen.getByRole("button", { name: "Descargar el contrato 100001 en PDF" }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(saveBlob.mock.calls[0]![1]).toBe("Contrato-100001.pdf");
    expect((saveBlob.mock.calls[0]![0] as Blob).size).toBe(400);
    const pdfRequest = requests.find((r) => r.url.startsWith("/ov/contracts/"))!;
    expect(pdfRequest.url).toBe("/ov/contracts/100001?line=Electricidad&output=pdf");
    expect(pdfRequest.headers.get("accept")).toBe("application/pdf");
    expect(pdfRequest.headers.get("authorization")).toMatch(/^Bearer /);

    await userEvent.click(screen.getByRole("button", { name: "Descargar el contrato 100002 en PDF" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error al intentar descargar el archivo solicitado.");
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });

  it("shows the error text when the list cannot be loaded", async () => {
    server.use(http.get(`${TEST_API}/ov/cups/api/cupsMe`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    renderWithPortal(<ContractsTable />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error. Por favor, inténtelo de nuevo más tarde.");
  });

  it("logs and logs out when the very first answer is empty", async () => {
    server.use(
      cupsMeHandler(TEST_API, []),
      http.post(`${TEST_API}/ov/cups/api/createdebuglog`, () => new HttpResponse(null, { status: 201 })),
      http.post(`${TEST_API}/ov/user/api/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const requests = recordRequests(server);
    const { navigate, storage } = renderWithPortal(
      <>
        <ContractsTable lines={["Electricidad"]} />
        <ContractsTable lines={["Gas"]} />
      </>,
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    const calls = requests.map((r) => `${r.method} ${r.url.split("?")[0]}`);
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual(["POST /ov/cups/api/createdebuglog", "POST /ov/user/api/logout"]);
    const log = requests.find((r) => r.url === "/ov/cups/api/createdebuglog")!;
    expect(log.body).toMatchObject({ event: "emptyContractsOnFirstLoad", path: "/" });
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    // /login reads this once to say why (LoginForm.test.tsx).
    expect(storage.getItem(SESSION_KEYS.logoutReason)).toBe("noContracts");
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("shows the empty text for a line without contracts, without logging out", async () => {
    server.use(
      cupsMeHandler(
        TEST_API,
        demoContracts.filter((row) => row.line === "Gas"),
      ),
    );
    const { navigate } = renderWithPortal(<ContractsTable />);
    expect(await screen.findByText("300001")).toBeInTheDocument();
    expect(within(lineSection("Electricidad")).getByText("No se han encontrado productos contratados.")).toBeInTheDocument();
    expect(within(lineSection("Gas")).queryByText("No se han encontrado productos contratados.")).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("names the lines in the catalogue's language, never the server's Spanish", async () => {
    server.use(cupsMeHandler(TEST_API, demoContracts));
    renderWithPortal(<ContractsTable />, { locale: "ca-ES" });
    expect(await screen.findByRole("heading", { name: "Contractes d'electricitat" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Contractes de gas" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Taula de contractes d'electricitat" })).toBeInTheDocument();
    expect(screen.queryByText(/Electricidad/)).not.toBeInTheDocument();
    // The server's states too: 'Contrato' and 'Baja'.
    const rows = within(screen.getByRole("region", { name: "Taula de contractes d'electricitat" })).getAllByRole("row");
    expect(within(rows[1]!).getByText("Alta")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Baixa")).toBeInTheDocument();
  });
});
