/**
 * /healthz's database check. A load balancer or a benchmark may call it thousands of times a
 * second; one `select 1` per call would make the health check itself a database load.
 *
 * - A success is trusted for `freshMs`; concurrent checks share one query.
 * - Past that, the next call starts a new check. Until `staleMs`, callers do not wait for it:
 *   on a busy database (PGlite runs every query on the server's one thread, in turn) the
 *   check would queue behind the load and the health check would time out although the
 *   database answers.
 * - A failure is never trusted: it forgets the last success, so every call waits for a new
 *   check until one succeeds, and a recovery shows at once.
 */
export function readinessCheck(
  ping: () => Promise<unknown>,
  now: () => number,
  { freshMs = 1000, staleMs = 10_000 }: { freshMs?: number; staleMs?: number } = {},
): () => Promise<boolean> {
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  return () => {
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
}
