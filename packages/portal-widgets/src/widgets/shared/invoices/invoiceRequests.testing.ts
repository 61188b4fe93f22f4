// Test helper of the invoice list widgets: records the requests MSW sees, with their query
// as parsed URLs; not exported from the library.
import type { setupServer } from "msw/node";

export { TEST_ADMIN_API, TEST_API } from "../../../testing/renderWithPortal.testing";

export interface SeenUrl {
  /** Host, path and query as sent. */
  url: URL;
  headers: Headers;
}

/** Every request the server receives, in order. */
export function recordRequestUrls(server: ReturnType<typeof setupServer>): SeenUrl[] {
  const seen: SeenUrl[] = [];
  server.events.removeAllListeners("request:start");
  server.events.on("request:start", ({ request }) => {
    seen.push({ url: new URL(request.url), headers: request.headers });
  });
  return seen;
}

/** The query of each request to a path, as plain objects (parameter order kept). */
export function queriesTo(seen: readonly SeenUrl[], pathname: string): Record<string, string>[] {
  return seen.filter((r) => r.url.pathname === pathname).map((r) => Object.fromEntries(r.url.searchParams));
}
