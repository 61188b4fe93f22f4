import type { DataExport } from "@oficina-virtual/api-contract";
import { delay, type HttpHandler, HttpResponse, http } from "msw";

/** Test support: the 'Descargar mis datos' calls over msw. */

export const EXPORT_ID = "6f1c2b9e-0d4a-4c52-9b1e-2a7d3f8c5e10";

const job = (overrides: Partial<DataExport>): DataExport => ({
  id: EXPORT_ID,
  state: "preparando",
  progress: 0,
  fileName: null,
  expiresAt: null,
  message: null,
  ...overrides,
});

export const readyJob = job({ state: "lista", progress: 100, fileName: "mis-datos-24-11-2026.zip", expiresAt: "2026-11-25T10:00:00.000Z" });

/**
 * How the server behaves: "ok" prepares in three polls (40 %, 90 %, ready); "stuck" stays at
 * 40 %; "fails" fails after 40 %; "busy" refuses the start with the downloads' 429;
 * "error" answers the start 500.
 */
export type DataExportScenario = "ok" | "stuck" | "fails" | "busy" | "error";

export const BUSY_MESSAGE = "Ya tienes dos descargas en curso. Espera a que terminen e inténtalo de nuevo.";

/** A ZIP's first bytes and enough more to pass the download's size check. */
export const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(400).fill(0)]);

export function dataExportHandlers(apiBase: string, scenario: DataExportScenario = "ok"): HttpHandler[] {
  let polls = 0;
  const steps: DataExport[] =
    scenario === "stuck"
      ? [job({ progress: 40 })]
      : scenario === "fails"
        ? [job({ progress: 40 }), job({ state: "error", progress: 40, message: "No se han podido preparar tus datos." })]
        : [job({ progress: 40 }), job({ progress: 90 }), readyJob];
  return [
    http.post(`${apiBase}/ov/user/api/mis-datos`, () => {
      polls = 0;
      if (scenario === "busy") {
        return HttpResponse.json({ code: 429, mensaje: BUSY_MESSAGE }, { status: 429, headers: { "Retry-After": "10" } });
      }
      if (scenario === "error") return HttpResponse.json({ code: 500, mensaje: "Error interno del servidor." }, { status: 500 });
      return HttpResponse.json(job({}), { status: 202 });
    }),
    http.get(`${apiBase}/ov/user/api/mis-datos/:id`, () => {
      const answer = steps[Math.min(polls, steps.length - 1)]!;
      polls += 1;
      return HttpResponse.json(answer);
    }),
    http.get(`${apiBase}/ov/user/api/mis-datos/:id/zip`, async () => {
      await delay(50);
      return new HttpResponse(ZIP_BYTES, {
        headers: { "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="mis-datos-24-11-2026.zip"' },
      });
    }),
  ];
}
