// The one way component tests render a widget: inside a PortalProvider with an in-memory
// session, a recorded `navigate` and no query retries. Not exported from the library.
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { PortalProvider, type PortalProviderProps } from "../core/PortalProvider";
import { memoryStorage } from "../core/storage";

export const TEST_API = "https://api.test";
export const TEST_ADMIN_API = "https://admin.test";

export type RenderInPortalOptions = Partial<Omit<PortalProviderProps, "storage" | "children" | "navigate">> & {
  /** Stored session items (see `loggedInStorage()`); logged out when empty. */
  storage?: Record<string, string>;
};

export function renderInPortal(ui: ReactElement, { storage = {}, ...props }: RenderInPortalOptions = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const store = memoryStorage(storage);
  // No retries: a failure shows at once instead of after the provider's back-off.
  const queryClient = props.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <PortalProvider apiBaseUrl={TEST_API} adminApiBaseUrl={TEST_ADMIN_API} {...props} navigate={navigate} storage={store} queryClient={queryClient}>
      {ui}
    </PortalProvider>,
  );
  return { ...view, navigate, storage: store, queryClient };
}

/** A request's JSON body (its text when it is not JSON; undefined when empty). */
export async function requestBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
