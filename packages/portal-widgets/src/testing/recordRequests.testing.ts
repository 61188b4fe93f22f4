// The requests MSW sees, for tests that assert what a widget sent; not exported from the
// library.
import type { SetupServer } from "msw/node";
import { requestBody } from "./renderWithPortal.testing";

export { TEST_API } from "./renderWithPortal.testing";

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
    const entry: RecordedRequest = {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: undefined,
    };
    seen.push(entry);
    if (request.method !== "GET") void requestBody(request).then((body) => (entry.body = body));
  });
  return seen;
}
