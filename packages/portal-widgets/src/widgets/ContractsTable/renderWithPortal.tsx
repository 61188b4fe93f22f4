// Test helper for the home widgets: renders inside a logged-in PortalProvider and records
// the requests MSW sees; not exported from the library.
import type { SetupServer } from "msw/node";
import type { ReactElement } from "react";
import type { PortalProviderProps } from "../../core/PortalProvider";
import { renderInPortal, requestBody } from "../../test/renderInPortal";
import { loggedInStorage, type LoggedInOptions } from "../../test/session";

export { TEST_API } from "../../test/renderInPortal";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/ov/cups/api/cupsMe?startPaginationElectricidad=1'. */
  url: string;
  headers: Headers;
  body: unknown;
}

/** Every request the server receives, in order. */
export function recordRequests(server: SetupServer): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.events.removeAllListeners("request:start");
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, url: `${url.pathname}${url.search}`, headers: request.headers, body: undefined };
    seen.push(entry);
    if (request.method !== "GET") void requestBody(request).then((body) => (entry.body = body));
  });
  return seen;
}

export interface RenderOptions {
  /** Stored session; logged in as the demo customer by default, `null` for logged out. */
  session?: LoggedInOptions | null;
  storage?: Record<string, string>;
  messages?: PortalProviderProps["messages"];
}

export function renderWithPortal(ui: ReactElement, { session = {}, storage, messages }: RenderOptions = {}) {
  return renderInPortal(ui, { storage: storage ?? (session === null ? {} : loggedInStorage(session)), messages });
}
