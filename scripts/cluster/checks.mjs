// The cross-replica checks of the cluster journey (run.mjs), each against replica A and B
// directly (not through the balancer, which could send both halves to the same one). Each
// answers [passed, what was seen].
import { sleep } from "./processes.mjs";

const PASSWORD = "Demo2026!";

async function loginAnswer(base, username, password = PASSWORD) {
  return fetch(`${base}/ov/user/api/privateToken`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, isAdministradorFinca: false }),
  });
}

/** A login's access token (and its refresh token as `.refresh`). */
export async function login(base, username) {
  const answer = await loginAnswer(base, username);
  if (!answer.ok) throw new Error(`login ${username} en ${base}: ${answer.status} ${await answer.text()}`);
  const body = await answer.json();
  return Object.assign(String(body.access_token), { refresh: body.refresh_token });
}

const me = (base, token) => fetch(`${base}/ov/user/api/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

export async function checkSessionCrosses(a, b) {
  const token = await login(a, "demo");
  const status = await me(b, token);
  return [status === 200, `token de A en B: ${status}`];
}

export async function checkLogout(a, b) {
  const token = await login(a, "demo");
  if ((await me(b, token)) !== 200) return [false, "el token de A no valía en B antes del logout"];
  const out = await fetch(`${a}/ov/user/api/logout`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, refresh_token: token.refresh },
  });
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    if ((await me(b, token)) === 401) {
      const ms = performance.now() - started;
      return [out.status < 300 && ms <= 2_000, `logout ${out.status}; B lo rechaza a los ${Math.round(ms)} ms`];
    }
    await sleep(50);
  }
  return [false, `logout ${out.status}; B seguía aceptando el token a los 5 s`];
}

export async function checkLoginLimit(a, b) {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => loginAnswer(i % 2 ? a : b, "demo2", `Wrong-${i}-Password!`).then((r) => r.status)),
  );
  const refused = answers.filter((status) => status === 429).length;
  const checked = answers.length - refused;
  return [
    checked === 5 && answers.every((s) => s === 429 || (s >= 400 && s < 500)),
    `30 contraseñas erróneas: ${checked} comprobadas, ${refused} rechazadas con 429`,
  ];
}

export async function checkExports(a, b) {
  const token = await login(a, "demo");
  const query = new URLSearchParams({ startDate: "2025-01-01", endDate: "2025-12-31", isDefaultQuery: "false", start: "1" });
  const zip = (base) =>
    fetch(`${base}/ov/invoices/api/fullbilling/allinRar/Electricidad?${query}`, { headers: { authorization: `Bearer ${token}` } }).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status;
      },
    );
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => zip(i % 2 ? a : b)));
  const ok = answers.filter((s) => s === 200).length;
  const busy = answers.filter((s) => s === 429).length;
  return [ok === 2 && busy === 4, `6 ZIP a la vez: ${ok} generados, ${busy} con 429 (${answers.join(", ")})`];
}
