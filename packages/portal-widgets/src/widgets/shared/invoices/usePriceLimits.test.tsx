import { renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type * as React from "react";
import { createPortalQueryClient } from "../../../core/queries/queryClient";
import { PortalProvider } from "../../../core/react/PortalProvider";
import { memoryStorage } from "../../../core/session/storage";
import { loggedInStorage } from "../../../testing/session.testing";
import { type PriceLimitsSource, usePriceLimits } from "./usePriceLimits";

const API = "https://api.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper({ children }: { children: React.ReactNode }) {
  return (
    <PortalProvider queryClient={createPortalQueryClient()} apiBaseUrl={API} navigate={() => {}} storage={memoryStorage(loggedInStorage())}>
      {children}
    </PortalProvider>
  );
}

describe("usePriceLimits", () => {
  it("reads one contract's limits with line and contractCode", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/ov/contracts/api/getPriceMinAndMaxInvoices`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ invoiceMinImport: 12.4, invoiceMaxImport: 310.2 });
      }),
    );
    const source: PriceLimitsSource = { kind: "contract", line: "Gas", contractCode: "2001" };
    const { result } = renderHook(() => usePriceLimits(source), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ min: 12, max: 311, loading: false, fallback: false });
    expect(seen).toEqual(["?line=Gas&contractCode=2001"]);
  });

  it("reads getPriceMinAndMaxInvoice and falls back to -10000..10000 when it fails", async () => {
    server.use(http.get(`${API}/ov/invoices/api/getPriceMinAndMaxInvoice`, () => HttpResponse.json({}, { status: 500 })));
    const { result } = renderHook(() => usePriceLimits({ kind: "all" }), { wrapper });
    expect(result.current).toMatchObject({ min: -10000, max: 10000, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ min: -10000, max: 10000, loading: false, fallback: true });
  });

  it("uses getPriceMinAndMaxInvoice's names", async () => {
    server.use(
      http.get(`${API}/ov/invoices/api/getPriceMinAndMaxInvoice`, () =>
        HttpResponse.json({ minImportClientInvoice: -20, maxImportClientInvoice: 980 }),
      ),
    );
    const { result } = renderHook(() => usePriceLimits({ kind: "all" }), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ min: -20, max: 980, loading: false, fallback: false });
  });
});
