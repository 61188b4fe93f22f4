/** How long the customer may be idle, and how long before its end the warning shows. */
export interface IdleWindow {
  idleMs: number;
  warnMs: number;
}

const WARN_MS = 60_000;

/** The server's idle timeout when its login or refresh answer said it (`idleMinutes`), else
 * `fallbackMs` (the provider's `sessionIdleMinutes`). The warning comes `warnMs` (one
 * minute) before, but never in the first half of the window. */
export function idleWindow(idleMinutes: number | null, fallbackMs: number, warnMs = WARN_MS): IdleWindow {
  const idleMs = idleMinutes === null ? fallbackMs : idleMinutes * 60_000;
  return { idleMs, warnMs: Math.min(warnMs, idleMs / 2) };
}

/** Where the customer stands at `t`: idle too long (expire), in the warning's minute, or
 * active (`warnAt`: when the warning is due). */
export type IdleStep = { kind: "expire" } | { kind: "warn"; idleAt: number } | { kind: "active"; warnAt: number };

export function idleStep(t: number, lastActivity: number, { idleMs, warnMs }: IdleWindow): IdleStep {
  const idleAt = lastActivity + idleMs;
  if (t >= idleAt) return { kind: "expire" };
  if (t >= idleAt - warnMs) return { kind: "warn", idleAt };
  return { kind: "active", warnAt: idleAt - warnMs };
}
