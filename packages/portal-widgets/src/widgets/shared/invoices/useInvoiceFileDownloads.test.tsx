import { act, renderHook } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type * as React from "react";
import { createPortalQueryClient } from "../../../core/queries/queryClient";
import { PortalProvider } from "../../../core/react/PortalProvider";
import { memoryStorage } from "../../../core/session/storage";
import { loggedInStorage } from "../../../testing/session.testing";
import { bytes, captureSavedFiles } from "./BulkDownloads/savedFiles.testing";
import { useInvoiceFileDownloads } from "./useInvoiceFileDownloads";

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

function wrapper({ children }: { children: React.ReactNode }) {
  return (
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl={API} navigate={() => {}} storage={memoryStorage(loggedInStorage())}>
      {children}
    </PortalProvider>
  );
}

describe("useInvoiceFileDownloads", () => {
  it("follows the invoice's Pdf path with &CUPS and saves 'Factura-{series}{number}.pdf'", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/ov/invoices/api/pdf`, ({ request }) => {
        seen.push(new URL(request.url));
        return new HttpResponse(bytes(500), { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    const { result } = renderHook(() => useInvoiceFileDownloads(), { wrapper });
    let ok = false;
    await act(async () => {
      ok = await result.current.invoicePdf({
        path: "/ov/invoices/api/pdf?serieFactura=FE24&numeroFactura=000123&line=Electricidad",
        serie: "FE24",
        number: "000123",
        cups: "ES0021000000000001AB",
      });
    });
    expect(ok).toBe(true);
    expect(saved.files.map((f) => f.name)).toEqual(["Factura-FE24000123.pdf"]);
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      serieFactura: "FE24",
      numeroFactura: "000123",
      line: "Electricidad",
      CUPS: "ES0021000000000001AB",
    });
  });

  it("names the invoice in the error when the screen asks for it; the plain PDF message otherwise", async () => {
    server.use(http.get(`${API}/ov/invoices/api/pdf`, () => HttpResponse.json({ message: "PDF No disponible" }, { status: 404 })));
    const { result } = renderHook(() => useInvoiceFileDownloads(), { wrapper });
    await act(async () => {
      await result.current.invoicePdf({
        path: "/ov/invoices/api/pdf?serieFactura=ENERGIA&numeroFactura=77&line=Gas",
        serie: "ENERGIA",
        number: "77",
        errorWithNumber: true,
      });
    });
    expect(result.current.error).toBe("Ha ocurrido un error al intentar descargar la factura: 77");
    await act(async () => {
      await result.current.invoicePdf({
        path: "/ov/invoices/api/pdf?serieFactura=ENERGIA&numeroFactura=77&line=Gas",
        serie: "ENERGIA",
        number: "77",
      });
    });
    expect(result.current.error).toBe("Ha ocurrido un error al intentar descargar el PDF de la factura.");
  });

  it("shows the server's text when it refuses the file for now (429), not the spec's PDF error", async () => {
    const BUSY = "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.";
    server.use(http.get(`${API}/ov/invoices/api/pdf`, () => HttpResponse.json({ code: 429, mensaje: BUSY }, { status: 429 })));
    const { result } = renderHook(() => useInvoiceFileDownloads(), { wrapper });
    await act(async () => {
      await result.current.invoicePdf({
        path: "/ov/invoices/api/pdf?serieFactura=ENERGIA&numeroFactura=77&line=Gas",
        serie: "ENERGIA",
        number: "77",
      });
    });
    expect(result.current.error).toBe(BUSY);
  });

  it("asks for proformas as Excel or ZIP by header and rejects files under 300 bytes", async () => {
    const accepts: (string | null)[] = [];
    const headers: Record<string, string | null>[] = [];
    server.use(
      http.get(`${API}/ov/invoices/api/proforma`, ({ request }) => {
        accepts.push(request.headers.get("Accept"));
        headers.push({
          serie: request.headers.get("serieFactura"),
          numero: request.headers.get("numeroFactura"),
          linea: request.headers.get("linea"),
        });
        return new HttpResponse(bytes(accepts.length === 1 ? 600 : 250));
      }),
    );
    const { result } = renderHook(() => useInvoiceFileDownloads(), { wrapper });
    await act(async () => {
      await result.current.proforma({ serie: "FE24", number: "9", line: "Electricidad", format: "zip" });
    });
    expect(saved.files.map((f) => f.name)).toEqual(["PROFORMAS-FE249.zip"]);
    await act(async () => {
      await result.current.proforma({ serie: "FE24", number: "9", line: "Electricidad", format: "excel" });
    });
    expect(saved.files).toHaveLength(1);
    expect(result.current.error).toBe("Ha ocurrido un error al intentar descargar el archivo solicitado.");
    expect(accepts).toEqual(["application/zip", "application/vnd.ms-excel"]);
    expect(headers[0]).toEqual({ serie: "FE24", numero: "9", linea: "Electricidad" });
  });

  it("downloads a unified invoice PDF with the contract call's query", async () => {
    const seen: URL[] = [];
    server.use(
      http.get(`${API}/ov/contracts/api/contracts`, ({ request }) => {
        seen.push(new URL(request.url));
        return new HttpResponse(bytes(700));
      }),
    );
    const { result } = renderHook(() => useInvoiceFileDownloads(), { wrapper });
    await act(async () => {
      await result.current.unifiedPdf({ serie: "UG24", number: "55", line: "Gas" });
    });
    expect(saved.files.map((f) => f.name)).toEqual(["Factura-UG2455.pdf"]);
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      numeroFactura: "55",
      serieFactura: "UG24",
      line: "Gas",
      "Content-Type": "pdf",
      base64: "false",
    });
  });
});
