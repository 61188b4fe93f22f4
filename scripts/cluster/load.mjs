// A bounded load through the balancer for the restart checks of the cluster journey: `workers`
// loops of authenticated reads (and /healthz), each request counted as answered or failed
// (a network error or a 5xx; a 4xx is the API answering).

export function startLoad(base, token, { workers = 6 } = {}) {
  const stats = { sent: 0, failed: 0, failures: [] };
  let running = true;
  const paths = ["/ov/user/api/me", "/healthz", "/ov/cups/api/cupsMe", "/ov/issues/api/categories"];
  const loop = async (id) => {
    for (let i = id; running; i++) {
      const path = paths[i % paths.length];
      stats.sent += 1;
      try {
        const answer = await fetch(`${base}${path}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(30_000),
        });
        await answer.arrayBuffer();
        if (answer.status >= 500) {
          stats.failed += 1;
          stats.failures.push(`${path} ${answer.status}`);
        }
      } catch (error) {
        stats.failed += 1;
        stats.failures.push(`${path} ${error.cause?.code ?? error.message}`);
      }
    }
  };
  const loops = Array.from({ length: workers }, (_, id) => loop(id));
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}
