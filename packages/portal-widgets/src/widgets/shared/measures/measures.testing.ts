// Fixtures for the stories and tests of the issue #7 widgets; not exported from the library.
import { HttpResponse, http } from "msw";
import { loadCurveRows, telemetryRows } from "./syntheticReadings.testing";

export { loadCurveRows, syntheticReading, telemetryRows } from "./syntheticReadings.testing";

export const CUPS_E = "ES0021000000123456AB";
export const CUPS_G = "ES0230901000012345QK";

/** A supply point as cupsMe returns it. */
export function supplyPointRow(overrides: Record<string, unknown> = {}) {
  return {
    codAbonado: "100234",
    cups: CUPS_E,
    calle: "Calle Mayor",
    numDomicilio: 1,
    codPostal: "28020",
    ciudad: "Madrid",
    estado: "Contrato",
    tarifa: "2.0DHA",
    line: "Electricidad",
    accessFee: { fee: "2.0DHA" },
    ...overrides,
  };
}

/** cupsMe answering with the given rows whatever the filter (the hook matches exactly). */
export function cupsMeHandler(api: string, rows: ReadonlyArray<Record<string, unknown>> = [supplyPointRow()]) {
  return http.get(`${api}/ov/cups/api/cupsMe`, () =>
    HttpResponse.json({ cupsAsociados: { select: rows }, totalElectricidad: rows.length, totalGas: 0 }),
  );
}

/** 'DD-MM-YYYY' → local Date. */
export function fromDmy(value: string): Date {
  const [d, m, y] = value.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

/** A minimal but real-looking file body of `size` bytes (above the 150-byte minimum). */
export function fileBody(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return bytes;
}

/** The telemetry call answering with hourly readings for the dates asked (xlsx: a file). */
export function telemetryHandler(api: string) {
  return http.get(`${api}/ov/cups/api/telemetry`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (q.get("output") === "xlsx") return new HttpResponse(fileBody(), { headers: { "Content-Type": "application/octet-stream" } });
    const rows = telemetryRows(fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!));
    return HttpResponse.json({ Telemetry: { select: rows, total: { countTotal: rows.length } } });
  });
}

/** The load-curve call answering with hourly rows for the dates asked (xlsx: a file). */
export function curvasHandler(api: string) {
  return http.get(`${api}/ov/cups/api/curvas`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (q.get("output") === "xlsx") return new HttpResponse(fileBody(), { headers: { "Content-Type": "application/octet-stream" } });
    const rows = loadCurveRows(fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!));
    return HttpResponse.json({ Curvas: { inputDate: q.get("startDate"), select: rows, total: { countTotal: rows.length } } });
  });
}
