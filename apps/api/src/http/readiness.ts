/**
 * /readyz's database (and Redis) check. A load balancer or a benchmark may call it thousands of times a
 * second; one `select 1` per call would make the readiness check itself a database load.
 *
 * - A success is trusted for `freshMs`; concurrent checks share one query.
 * - Past that, the next call starts a new check. Until `staleMs`, callers do not wait for it:
 *   on a busy database (PGlite runs every query in turn, in its one session) the
 *   check would queue behind the load and the health check would time out although the
 *   database answers.
 * - A failure is never trusted: it forgets the last success, so every call waits for a new
 *   check until one succeeds, and a recovery shows at once.
 * - `forget()` does the same from outside: a request that found the database unreachable
 *   (http/errorHandler.ts) makes the next /readyz check for itself instead of answering from
 *   a success that the outage has made stale.
 */
export function readinessCheck(
  ping: () => Promise<unknown>,
  now: () => number,
  { freshMs = 1000, staleMs = 10_000 }: { freshMs?: number; staleMs?: number } = {},
): ReadinessCheck {
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  const ready = () => {
    const age = now() - confirmedAt;
    if (age < freshMs) return Promise.resolve(true);
    inFlight ??= ping()
      .then(
        () => {
          confirmedAt = now();
          return true;
        },
        () => {
          confirmedAt = Number.NEGATIVE_INFINITY;
          return false;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return age < staleMs ? Promise.resolve(true) : inFlight;
  };
  return Object.assign(ready, {
    forget: () => {
      confirmedAt = Number.NEGATIVE_INFINITY;
    },
  });
}

export interface ReadinessCheck {
  (): Promise<boolean>;
  /** Drops the last success: the next call waits for a check of its own. */
  forget(): void;
}
