// Test helpers of the measure widgets (telemetry, load curve, certificate, readings): a log
// of the requests MSW sees and of the files saved; not exported from the library.
import type { SetupServer } from "msw/node";
import { vi } from "vitest";
import { requestBody } from "../../../testing/renderWithPortal.testing";

export { TEST_API as API } from "../../../testing/renderWithPortal.testing";

export interface ParsedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Every request the server receives, in order, with its query as an object. */
export function recordParsedRequests(server: SetupServer): ParsedRequest[] {
  const seen: ParsedRequest[] = [];
  server.events.removeAllListeners("request:start");
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const entry: ParsedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
    };
    seen.push(entry);
    if (request.method !== "GET") void requestBody(request).then((body) => (entry.body = body));
  });
  return seen;
}

/** Captures what saveBlob hands to the browser: the file name of each download. */
export function captureDownloads() {
  const names: string[] = [];
  const created = vi.fn(() => "blob:test");
  URL.createObjectURL = created;
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
  return { names, restore: () => click.mockRestore() };
}
