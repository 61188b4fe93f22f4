import { ApiMessage } from "@oficina-virtual/api-contract";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type * as React from "react";
import { createPortalQueryClient } from "../../../../core/queries/queryClient";
import { PortalProvider } from "../../../../core/react/PortalProvider";
import { memoryStorage } from "../../../../core/session/storage";
import { loggedInStorage } from "../../../../testing/session.testing";
import { BulkDownloads } from "./BulkDownloads";
import { bytes, captureSavedFiles } from "./savedFiles.testing";

const API = "https://api.test";
const server = setupServer();
let saved: ReturnType<typeof captureSavedFiles>;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => (saved = captureSavedFiles()));
afterEach(() => {
  server.resetHandlers();
  saved.restore();
});
afterAll(() => server.close());

function renderBulk(props: Partial<React.ComponentProps<typeof BulkDownloads>> = {}, locale?: string) {
  return render(
    <PortalProvider
      queryClient={createPortalQueryClient()}
      apiBaseUrl={API}
      navigate={() => {}}
      storage={memoryStorage(loggedInStorage())}
      locale={locale}
    >
      <BulkDownloads line="Electricidad" count={12} searched {...props} />
    </PortalProvider>,
  );
}

const button = (name: string) => screen.getByRole("button", { name });

describe("BulkDownloads", () => {
  it("blocks PDF and ZIP over 200 results after a search, with the over-limit message", () => {
    renderBulk({ count: 250 });
    expect(button("Descargar Excel de facturas de Electricidad")).toBeEnabled();
    expect(button("Descargar PDF de facturas de Electricidad")).toBeDisabled();
    expect(button("Descargar ZIP de facturas de Electricidad")).toBeDisabled();
    const alert = screen.getByRole("status");
    expect(alert).toHaveTextContent(
      "La descarga masiva de facturas no es posible, ya que los resultados exceden los límites permitidos." +
        "Resultados actuales 250Límites incumplidos:PDF, ZIP: 200 resultados",
    );
  });

  it("lists every broken limit: Excel over 1000 and the 12-month range when the screen applies it", () => {
    renderBulk({ count: 1001, rangeRule: true, start: "2023-01-01", end: "2024-02-01" });
    for (const name of ["Excel", "PDF", "ZIP"]) expect(button(`Descargar ${name} de facturas de Electricidad`)).toBeDisabled();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "EXCEL: 1,000 resultados",
      "PDF, ZIP: 200 resultados",
      "Sólo se permite 1 Año como máximo para las exportaciones.",
    ]);
  });

  it("does not block before a search (the default query)", () => {
    renderBulk({ count: 5000, searched: false });
    expect(button("Descargar PDF de facturas de Electricidad")).toBeEnabled();
    expect(screen.queryByText("Límites incumplidos:")).not.toBeInTheDocument();
  });

  it("downloads the Excel with the search's filters and the line, as 'facturas Electricidad.xlsx', showing progress", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/ov/invoices/api/Electricidad`, async ({ request }) => {
        seen.push(new URL(request.url));
        await delay(50);
        return new HttpResponse(bytes(400), {
          headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
        });
      }),
    );
    renderBulk({ query: { startDate: "2024-01-01", endDate: "2024-03-31", lineRemover: "Gas", start: 2, isDefaultQuery: false } });
    await userEvent.click(button("Descargar Excel de facturas de Electricidad"));
    expect(button("Descargar Excel de facturas de Electricidad")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(saved.files[0]).toMatchObject({ name: "facturas Electricidad.xlsx", size: 400 });
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      line: "Electricidad",
      startDate: "2024-01-01",
      endDate: "2024-03-31",
      start: "2",
    });
    // The file is saved before the mutation settles and the button re-renders.
    await waitFor(() => expect(button("Descargar Excel de facturas de Electricidad")).not.toHaveAttribute("aria-busy"));
  });

  it("saves the ZIP as 'facturas Gas.rar' with the search's query", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/ov/invoices/api/fullbilling/allinRar/Gas`, ({ request }) => {
        seen.push(new URL(request.url));
        return new HttpResponse(bytes(900), { headers: { "Content-Type": "application/zip" } });
      }),
    );
    renderBulk({ line: "Gas", query: { startDate: "0", endDate: "0", lineRemover: "Electricidad", isDefaultQuery: true } });
    await userEvent.click(button("Descargar ZIP de facturas de Gas"));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(["facturas Gas.rar"]));
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      startDate: "0",
      endDate: "0",
      lineRemover: "Electricidad",
      isDefaultQuery: "true",
    });
  });

  it("shows the spec's error for a failed request and for a file under 150 bytes", async () => {
    server.use(
      http.get(`${API}/ov/invoices/api/fullbilling/allinPDF/Electricidad`, () => HttpResponse.json({ message: "x" }, { status: 500 })),
      http.get(`${API}/ov/invoices/api/fullbilling/allinRar/Electricidad`, () => new HttpResponse(bytes(20))),
    );
    renderBulk();
    await userEvent.click(button("Descargar PDF de facturas de Electricidad"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ha ocurrido un error al intentar exportar las facturas en PDF");
    await userEvent.click(button("Descargar ZIP de facturas de Electricidad"));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Ha ocurrido un error al intentar exportar las facturas en ZIP"),
    );
    expect(saved.files).toEqual([]);
  });

  it("shows the server's 'two downloads in flight' text on a 429, and the same button works once they end", async () => {
    const BUSY = "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.";
    let calls = 0;
    server.use(
      http.get(`${API}/ov/invoices/api/fullbilling/allinRar/Electricidad`, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ code: 429, mensaje: BUSY }, { status: 429, headers: { "Retry-After": "10" } });
        return new HttpResponse(bytes(400), { headers: { "Content-Type": "application/zip" } });
      }),
    );
    renderBulk();
    const zip = button("Descargar ZIP de facturas de Electricidad");
    await userEvent.click(zip);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(BUSY);
    expect(alert).not.toHaveTextContent("Ha ocurrido un error");
    expect(saved.files).toEqual([]);

    expect(zip).toBeEnabled();
    await userEvent.click(zip);
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(saved.files[0]).toMatchObject({ name: "facturas Electricidad.rar", size: 400 });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("names the line in the catalogue's language, keeping the spec's file names", async () => {
    server.use(http.get(`${API}/ov/invoices/api/Gas`, () => new HttpResponse(bytes(400))));
    renderBulk({ line: "Gas" }, "ca-ES");
    expect(await screen.findByRole("group", { name: "Baixades de gas" })).toBeInTheDocument();
    expect(button("Baixa PDF de factures de gas")).toBeEnabled();
    await userEvent.click(button("Baixa Excel de factures de gas"));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(saved.files[0]?.name).toBe("facturas Gas.xlsx");
  });

  it("words a 429 without a text of its own with the locale's message", async () => {
    server.use(http.get(`${API}/ov/invoices/api/fullbilling/allinPDF/Electricidad`, () => new HttpResponse(null, { status: 429 })));
    renderBulk();
    await userEvent.click(button("Descargar PDF de facturas de Electricidad"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.",
    );
  });

  it.each([
    [ApiMessage.downloadsServerBusy, "There are many downloads in progress. Try again in a few seconds."],
    [
      "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.",
      "You already have two downloads in progress. Wait for them to finish and try again.",
    ],
  ])("in English, words the server's 429 '%s' in English", async (mensaje, english) => {
    server.use(
      http.get(`${API}/ov/invoices/api/fullbilling/allinRar/Electricidad`, () =>
        HttpResponse.json({ code: 429, mensaje }, { status: 429, headers: { "Retry-After": "5" } }),
      ),
    );
    renderBulk({}, "en");
    await userEvent.click(await screen.findByRole("button", { name: /^Download .*ZIP$/ }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(english);
    expect(alert).not.toHaveTextContent(mensaje);
  });

  it("uses a screen's own call for a format", async () => {
    const fetchZip = vi.fn(async () => ({ blob: new Blob([bytes(300)]) }));
    renderBulk({ formats: ["zip"], fetchers: { zip: fetchZip } });
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(button("Descargar ZIP de facturas de Electricidad"));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(["facturas Electricidad.rar"]));
    expect(fetchZip).toHaveBeenCalledTimes(1);
  });
});
