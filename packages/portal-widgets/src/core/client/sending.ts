import { ApiError, errorCodeFromBody, retryAfterSeconds } from "./ApiError";
import type { Prepared } from "./callPreparing";
import type { ApiClientOptions, RequestInfo } from "./clientTypes";
import { parseJsonOrText, transportError } from "./responseReading";

/** Sends a prepared call and reads its body with `read`, counted in flight from start to
 * end. With `replayable`, a 401 is left for the caller (it renews and sends again) instead
 * of ending the session here. */
export type Send = <T>(
  prepared: Prepared,
  signal: AbortSignal | undefined,
  read: (response: Response) => Promise<T>,
  replayable?: boolean,
) => Promise<T>;

export function createSender(options: ApiClientOptions): Send {
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  return async (prepared, signal, read, replayable = false) => {
    const info: RequestInfo = { routeId: prepared.routeId, method: prepared.method, url: prepared.url };
    const counted = options.requests?.start(info);
    try {
      let response: Response;
      try {
        response = await doFetch(prepared.url, {
          method: prepared.method,
          headers: prepared.headers,
          body: prepared.body,
          signal,
        });
      } catch (cause) {
        throw transportError(prepared.routeId, cause, signal);
      }
      if (!response.ok) throw await httpError(options, prepared, response, signal, replayable);
      try {
        return await read(response);
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        throw transportError(prepared.routeId, cause, signal);
      }
    } finally {
      if (counted !== undefined) options.requests?.end(counted);
    }
  };
}

/** The error of an answer that is not 2xx, with the body the server sent; a 401 ends the
 * session unless the call is exempt or will be sent again. */
export async function httpError(
  options: Pick<ApiClientOptions, "session">,
  prepared: Prepared,
  response: Response,
  signal: AbortSignal | undefined,
  replayable: boolean,
): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text === "" ? undefined : parseJsonOrText(text);
  } catch (cause) {
    if (signal?.aborted) return transportError(prepared.routeId, cause, signal);
  }
  const error = new ApiError({
    kind: "http",
    routeId: prepared.routeId,
    status: response.status,
    code: errorCodeFromBody(body),
    body,
    retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")),
    message: `${prepared.method} ${prepared.routeId} answered ${response.status}`,
  });
  if (response.status === 401 && !prepared.expiryExempt && !replayable) options.session.expire?.(error);
  return error;
}
