import { QueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { lazyQueryClient } from "../queries/queryClientSource";
import { memoryStorage } from "../session/storage";
import { PortalProvider } from "./PortalProvider";
import { WithQueryClient } from "./WithQueryClient";

afterEach(() => vi.useRealTimers());

function renderWaiting(create: () => Promise<QueryClient>) {
  render(
    <PortalProvider apiBaseUrl="https://api.test" navigate={vi.fn()} storage={memoryStorage()} queryClient={lazyQueryClient(create)}>
      <Suspense fallback={<p>cargando</p>}>
        <WithQueryClient>
          <p>diagnóstico</p>
        </WithQueryClient>
      </Suspense>
    </PortalProvider>,
  );
}

describe("WithQueryClient", () => {
  it("shows its children once the client has loaded", async () => {
    renderWaiting(async () => new QueryClient());
    expect(await screen.findByText("diagnóstico")).toBeInTheDocument();
  });

  // Offline, each failed load would otherwise re-render and ask for the chunk again at once.
  it("asks again for a client that did not load at most every 5 seconds, then shows its children", async () => {
    vi.useFakeTimers();
    const create = vi.fn<() => Promise<QueryClient>>().mockRejectedValue(new TypeError("Failed to fetch"));
    renderWaiting(create);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    expect(create.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(create.mock.calls.length).toBeLessThanOrEqual(4);
    expect(screen.getByText("cargando")).toBeInTheDocument();

    create.mockResolvedValue(new QueryClient());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByText("diagnóstico")).toBeInTheDocument();
  });
});
