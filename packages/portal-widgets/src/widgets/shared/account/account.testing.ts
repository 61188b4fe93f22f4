// Test helpers of the account widgets; not exported from the library.
import { requestBody } from "../../../testing/renderWithPortal.testing";

export { TEST_ADMIN_API as ADMIN_API, TEST_API as API } from "../../../testing/renderWithPortal.testing";

export interface SentRequest {
  method: string;
  /** Origin and path, without the query. */
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/** What a handler received, in a shape `toEqual` can compare. */
export async function describeRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const body = await requestBody(request);
  return {
    method: request.method,
    url: `${url.origin}${url.pathname}`,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    body,
  };
}
