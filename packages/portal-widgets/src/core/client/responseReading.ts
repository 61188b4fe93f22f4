import type { RouteDef } from "@oficina-virtual/api-contract";
import { ApiError } from "./ApiError";
import { fileNameFromContentDisposition } from "./requestBuilding";

/** How the client reads an answer, and how it names failures that have no answer. */

export interface DownloadResult {
  blob: Blob;
  /** From `Content-Disposition`, when the server sent one. */
  fileName?: string | undefined;
}

export async function toDownload(response: Response): Promise<DownloadResult> {
  const fileName = fileNameFromContentDisposition(response.headers.get("Content-Disposition"));
  const blob = await response.blob();
  return fileName === undefined ? { blob } : { blob, fileName };
}

/** Parses a JSON answer with the route's schema, then hands it to the route's reader when it
 * has one (the contract's `read`: where the spec's quirks end). `request` is the input sent. */
export async function parseJson(routeId: string, route: RouteDef, response: Response, request: unknown): Promise<unknown> {
  if (route.response.kind !== "json") return undefined;
  const text = await response.text();
  let data: unknown;
  try {
    data = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError({
      kind: "invalid-response",
      routeId,
      status: response.status,
      body: text,
      message: `${routeId}: the answer is not JSON`,
    });
  }
  const parsed = route.response.schema.safeParse(data);
  if (parsed.success) return readAnswer(routeId, route.response, parsed.data, request, response.status);
  throw new ApiError({
    kind: "invalid-response",
    routeId,
    status: response.status,
    body: data,
    issues: parsed.error.issues,
    message: `${routeId}: the answer does not fit the contract (${parsed.error.issues.length} issue(s))`,
  });
}

function readAnswer(
  routeId: string,
  definition: Extract<RouteDef["response"], { kind: "json" }>,
  answer: unknown,
  request: unknown,
  status: number,
): unknown {
  if (!definition.read) return answer;
  try {
    return (definition.read as (answer: unknown, request: unknown) => unknown)(answer, request);
  } catch (cause) {
    throw new ApiError({
      kind: "invalid-response",
      routeId,
      status,
      body: answer,
      cause,
      message: `${routeId}: the answer could not be read (${String(cause)})`,
    });
  }
}

export function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function transportError(routeId: string, cause: unknown, signal: AbortSignal | undefined): ApiError {
  const aborted = signal?.aborted === true || (cause instanceof Error && cause.name === "AbortError");
  return new ApiError({
    kind: aborted ? "aborted" : "network",
    routeId,
    cause,
    message: aborted ? `${routeId}: aborted` : `${routeId}: no answer (${String(cause)})`,
  });
}
