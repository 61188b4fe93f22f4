// The one way component tests render a widget: inside a PortalProvider with an in-memory
// session (the demo customer's unless told otherwise), a recorded `navigate` and no query
// retries. Not exported from the library.
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { PortalProvider, type PortalProviderProps } from "../core/react/PortalProvider";
import { memoryStorage } from "../core/session/storage";
import { type LoggedInOptions, loggedInStorage } from "./session.testing";

export const TEST_API = "https://api.test";
export const TEST_ADMIN_API = "https://admin.test";

export type RenderWithPortalOptions = Partial<Omit<PortalProviderProps, "storage" | "children" | "navigate" | "queryClient">> & {
  /** A client of the test's own; by default one without retries. */
  queryClient?: QueryClient;
  /** Who is logged in: the demo customer by default, `{ admin: true }` for an administrator,
   * `null` for nobody. Ignored when `storage` is given. */
  session?: LoggedInOptions | null;
  /** The stored session items themselves (see `loggedInStorage()`). */
  storage?: Record<string, string>;
};

export function renderWithPortal(ui: ReactElement, { session = {}, storage, ...props }: RenderWithPortalOptions = {}) {
  const navigate = vi.fn<(to: string) => void>();
  const store = memoryStorage(storage ?? (session === null ? {} : loggedInStorage(session)));
  // No retries: a failure shows at once instead of after the provider's back-off.
  const queryClient = props.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <PortalProvider
      apiBaseUrl={TEST_API}
      adminApiBaseUrl={TEST_ADMIN_API}
      {...props}
      navigate={navigate}
      storage={store}
      queryClient={queryClient}
    >
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
