// The exports scenario of `npm run bench:api`: /healthz latency while 8 customers' 12-month
// ZIP exports run at once (target: worst under 250 ms). Two exports per user, so
// the per-user limit admits them all; each must answer 200 or 429 (counted).

const EXPORTS = 8;
const PER_USER = 2;

/** Percentile `p` (0–100) of sorted `values`. */
const percentile = (values, p) => values[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;

async function login(base, username, password) {
  const answer = await fetch(`${base}/ov/user/api/privateToken`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, isAdministradorFinca: false }),
  });
  if (!answer.ok) throw new Error(`login ${username}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).access_token;
}

async function zipExport(base, token, query) {
  const started = performance.now();
  const answer = await fetch(`${base}/ov/invoices/api/fullbilling/allinRar/Electricidad?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = (await answer.arrayBuffer()).byteLength;
  return { status: answer.status, bytes, ms: performance.now() - started };
}

/**
 * `users` log in (the demo password), one 12-month ZIP runs alone to warm up, then
 * EXPORTS run at once while /healthz is asked again and again (10 ms apart) until they end.
 */
export async function exportsUnderLoad({ base, users, password, startDate, endDate }) {
  const query = new URLSearchParams({ startDate, endDate, isDefaultQuery: "false", start: "1" });
  const tokens = await Promise.all(users.map((user) => login(base, user, password)));
  const warm = await zipExport(base, tokens[0], query);
  if (warm.status !== 200) throw new Error(`exports: the warm-up ZIP answered ${warm.status}`);

  let running = true;
  const health = [];
  const slow = [];
  const origin = performance.now();
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      const ms = performance.now() - started;
      health.push(ms);
      if (ms > 100) slow.push(`${ms.toFixed(0)} ms at ${((started - origin) / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const exports = await Promise.all(
    Array.from({ length: EXPORTS }, (_, i) =>
      zipExport(base, tokens[Math.floor(i / PER_USER) % tokens.length], query).then((answer) => ({
        ...answer,
        endedAt: (performance.now() - origin) / 1000,
      })),
    ),
  );
  running = false;
  await probe;

  const sorted = [...health].sort((a, b) => a - b);
  const count = (status) => exports.filter((e) => e.status === status).length;
  const others = exports.filter((e) => e.status !== 200 && e.status !== 429).map((e) => e.status);
  return {
    warmMs: warm.ms,
    warmBytes: warm.bytes,
    exports: { ok: count(200), busy: count(429), others, slowestMs: Math.max(...exports.map((e) => e.ms)) },
    health: { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), worst: sorted.at(-1) ?? 0 },
    slow,
    endedAt: exports.map((e) => e.endedAt.toFixed(1)),
  };
}

/** The scenario's lines for the report. */
export function exportsReport(result) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const { exports, health } = result;
  return [
    `${EXPORTS} concurrent 12-month ZIP exports (${PER_USER} per user; one alone took ${ms(result.warmMs)}, ${(result.warmBytes / 1024).toFixed(0)} KB):`,
    `  answers: ${exports.ok} × 200, ${exports.busy} × 429${exports.others.length ? `, others: ${exports.others.join(", ")}` : ""}; slowest ${ms(exports.slowestMs)}`,
    `  /healthz meanwhile (${health.samples} calls): p50 ${ms(health.p50)}, p99 ${ms(health.p99)}, worst ${ms(health.worst)} (target < 250 ms)`,
    `  exports ended at (s): ${result.endedAt.join(", ")}`,
    `  /healthz over 100 ms: ${result.slow.length ? result.slow.slice(0, 12).join("; ") : "none"}`,
  ];
}
