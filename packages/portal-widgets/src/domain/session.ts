/**
 * Code shown after a failed login (part 1 §4): 104 for a 400 answer, 500 for a
 * 500, the status itself otherwise, and 470 when no answer arrived. A status of 0
 * (what a browser reports for a network failure) also counts as no answer.
 */
export function failedLoginCode(response: { status?: number | null } | null | undefined): number {
  const status = response?.status;
  if (typeof status !== "number" || !Number.isFinite(status) || status === 0) return 470;
  if (status === 400) return 104;
  if (status === 500) return 500;
  return status;
}

/**
 * The payload of a JWT, decoded without verification (base64url, UTF-8), or null
 * when it cannot be read. Uses atob, so it works in browsers and Node alike.
 */
export function decodeJwtPayload(jwt: string | null | undefined): Record<string, unknown> | null {
  const part = typeof jwt === "string" ? jwt.split(".")[1] : undefined;
  if (!part || !/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const base64 = part
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(part.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the token's `exp` (seconds) is at or before `nowMs`. A token that
 * cannot be read, or carries no numeric `exp`, counts as expired: the portal
 * cannot tell how long it lives, so it logs the user out rather than trust it.
 */
export function isTokenExpired(jwt: string | null | undefined, nowMs: number = Date.now()): boolean {
  const exp = decodeJwtPayload(jwt)?.exp;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}
