import { isApiError } from "../../../core/client/ApiError";
import { tooManyAttemptsText } from "../../../domain/serverTexts";
import type { LocaleId } from "../../../locales/available";
import type { Messages } from "../../../locales/messages";

/** What the account screens branch on after a failed call: the HTTP status (0 when no
 * answer arrived, as a browser reports it) and the body's `code`/`mensaje`. */
export interface CallFailure {
  status: number;
  code: string | number | undefined;
  mensaje: string | undefined;
  /** The answer's Retry-After in seconds (a 429 says how long to wait). */
  retryAfterSeconds?: number | undefined;
}

export function callFailure(error: unknown): CallFailure {
  if (isApiError(error) && error.kind === "http" && error.status) {
    const body = error.body as { mensaje?: unknown } | undefined;
    const mensaje = typeof body === "object" && body !== null && typeof body.mensaje === "string" ? body.mensaje : undefined;
    return { status: error.status, code: error.code, mensaje, retryAfterSeconds: error.retryAfterSeconds };
  }
  return { status: 0, code: undefined, mensaje: undefined };
}

/** No answer arrived at all (offline, DNS, a reset connection): a screen that would read
 * status 0 as an empty answer tells the customer the connection failed instead. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === "network";
}

/** `?isAdministradorFinca=` and the API host of the account flows, from their checkbox. */
export function roleOptions(isAdministradorFinca: boolean) {
  return {
    query: { isAdministradorFinca },
    role: isAdministradorFinca ? ("administrator" as const) : ("customer" as const),
  };
}

/** A call's result as the account screens show it: never a rejection. */
export type CallOutcome = { ok: true; status: number } | ({ ok: false } & CallFailure);

/**
 * Runs a call and reads its outcome. The client hides a 2xx status, so `okStatus` tells
 * it from the answer: a JSON route resolves to null on 204 and to the body (or
 * undefined) otherwise.
 */
export async function outcomeOf<T>(call: () => Promise<T>, okStatus: (answer: T) => number): Promise<CallOutcome> {
  try {
    return { ok: true, status: okStatus(await call()) };
  } catch (error) {
    return { ok: false, ...callFailure(error) };
  }
}

/** The text of a 429 that said why (the login throttle says how many minutes to wait), which
 * the screens show instead of their generic error: the server's own in es-ES, its
 * translation in another language (domain/serverTexts.ts); undefined for anything else. */
export function tooManyAttemptsMessage(
  failure: Pick<CallFailure, "status" | "mensaje" | "retryAfterSeconds">,
  locale: LocaleId,
  messages: Messages,
): string | undefined {
  if (failure.status !== 429 || !failure.mensaje?.trim()) return undefined;
  return tooManyAttemptsText({ mensaje: failure.mensaje, retryAfterSeconds: failure.retryAfterSeconds }, locale, messages);
}
