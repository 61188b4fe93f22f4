// Test helper of the invoice list widgets: renders inside a logged-in PortalProvider and
// records the requests MSW sees; not exported from the library.
import type { setupServer } from "msw/node";
import type { ReactElement } from "react";
import { renderInPortal } from "../../test/renderInPortal";
import { loggedInStorage } from "../../test/session";

export { TEST_ADMIN_API, TEST_API } from "../../test/renderInPortal";

export interface SeenRequest {
  /** Host, path and query as sent. */
  url: URL;
  headers: Headers;
}

/** Every request the server receives, in order. */
export function recordRequests(server: ReturnType<typeof setupServer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.removeAllListeners("request:start");
  server.events.on("request:start", ({ request }) => {
    seen.push({ url: new URL(request.url), headers: request.headers });
  });
  return seen;
}

/** The query of each request to a path, as plain objects (parameter order kept). */
export function queriesTo(seen: readonly SeenRequest[], pathname: string): Record<string, string>[] {
  return seen.filter((r) => r.url.pathname === pathname).map((r) => Object.fromEntries(r.url.searchParams));
}

export function renderWithPortal(ui: ReactElement, storage: Record<string, string> = loggedInStorage()) {
  return renderInPortal(ui, { storage });
}
