/** A self-contained page that lists the operations of openapi.json (no CDN: the portal
 * must work offline). Its script is a file of its own (OPENAPI_PAGE_SCRIPT): the CSP allows
 * no inline script. */
export const OPENAPI_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oficina Virtual API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1b2430}
h1{color:#00509e}details{border:1px solid #c9d3df;border-radius:6px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer}code{background:#f3f6fa;padding:1px 4px;border-radius:4px}
.m{display:inline-block;min-width:52px;font-weight:700}.GET{color:#1e6b34}.POST{color:#00509e}.PUT{color:#b45309}
pre{background:#f3f6fa;padding:8px;overflow:auto;font-size:12px}
</style></head><body>
<h1>Oficina Virtual API</h1>
<p>Generada del contrato (<a href="/ov/docs/openapi.json">openapi.json</a>).</p>
<main id="ops">Cargando…</main>
<script src="/ov/docs/page.js"></script></body></html>`;

/** Served at /ov/docs/page.js. */
export const OPENAPI_PAGE_SCRIPT = `fetch("/ov/docs/openapi.json").then(r => r.json()).then(doc => {
  const main = document.getElementById("ops"); main.textContent = "";
  for (const [path, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) {
    const d = document.createElement("details");
    const s = document.createElement("summary");
    s.innerHTML = '<span class="m ' + method.toUpperCase() + '">' + method.toUpperCase() + '</span> <code></code> — ';
    s.querySelector("code").textContent = path;
    s.append(op.summary || op.operationId);
    const pre = document.createElement("pre");
    pre.textContent = JSON.stringify({ parameters: op.parameters, requestBody: op.requestBody, responses: op.responses }, null, 2);
    d.append(s, pre); main.append(d);
  }
});
`;
