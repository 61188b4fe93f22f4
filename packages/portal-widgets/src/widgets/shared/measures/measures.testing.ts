// Fixtures for the stories and tests of the measure and legal widgets; not exported from the library.
import type { LastReadingResponse, SelfConsumptionResponse } from "@oficina-virtual/api-contract";
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

/** GET /ov/readings/api/last: no reading yet unless one is given. */
export function lastReadingHandler(api: string, answer: LastReadingResponse = { reading: null, averageDaily: {} }) {
  return http.get(`${api}/ov/readings/api/last`, () => HttpResponse.json(answer));
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

/** Options of the measure handlers. */
export interface MeasureHandlerOptions {
  /** Marks the hours of this day of the range (0 = the first) as estimated readings. */
  estimatedDay?: number;
  /** Curvas/Telemetry.updatedUntil, 'DD-MM-YYYY'. */
  updatedUntil?: string;
}

/** The CNMC comparator's file as the reference server writes it, for the days asked. */
export function cnmcCsvBody(cups: string, from: Date, to: Date): string {
  const lines = ["CUPS;Fecha;Hora;Consumo;Metodo_obtencion"];
  for (const row of telemetryRows(from, to)) {
    const [d, m, y] = row.dateRecord.slice(0, 10).split("-");
    const hora = Number(row.dateRecord.slice(11, 13)) + 1;
    lines.push(`${cups};${d}/${m}/${y};${hora};${row.activeEnergy.toFixed(3).replace(".", ",")};R`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

const csvAnswer = (q: URLSearchParams) =>
  new HttpResponse(cnmcCsvBody(q.get("cups")!, fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!)), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });

const markEstimated = <R extends object>(rows: R[], day: number | undefined) =>
  day === undefined ? rows : rows.map((row, i) => (Math.floor(i / 24) === day ? { ...row, estimated: true } : row));

/** The telemetry call answering with hourly readings for the dates asked (xlsx, csv: a file). */
export function telemetryHandler(api: string, options: MeasureHandlerOptions = {}) {
  return http.get(`${api}/ov/cups/api/telemetry`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (q.get("output") === "xlsx") return new HttpResponse(fileBody(), { headers: { "Content-Type": "application/octet-stream" } });
    if (q.get("output") === "csv") return csvAnswer(q);
    const rows = markEstimated(telemetryRows(fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!)), options.estimatedDay);
    return HttpResponse.json({
      Telemetry: {
        select: rows,
        total: { countTotal: rows.length },
        ...(options.updatedUntil ? { updatedUntil: options.updatedUntil } : {}),
      },
    });
  });
}

/** The load-curve call answering with hourly rows for the dates asked (xlsx, csv: a file). */
export function curvasHandler(api: string, options: MeasureHandlerOptions = {}) {
  return http.get(`${api}/ov/cups/api/curvas`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (q.get("output") === "xlsx") return new HttpResponse(fileBody(), { headers: { "Content-Type": "application/octet-stream" } });
    if (q.get("output") === "csv") return csvAnswer(q);
    const rows = markEstimated(loadCurveRows(fromDmy(q.get("startDate")!), fromDmy(q.get("endDate")!)), options.estimatedDay);
    return HttpResponse.json({
      Curvas: {
        inputDate: q.get("startDate"),
        select: rows,
        total: { countTotal: rows.length },
        ...(options.updatedUntil ? { updatedUntil: options.updatedUntil } : {}),
      },
    });
  });
}

/** Two months of 'Autoconsumo': June within the energy term, July capped by it and priced by
 * the next plan (another surplus price). */
export const SOLAR_MONTHS: SelfConsumptionResponse["Autoconsumo"] = {
  hasSelfConsumption: true,
  months: [
    {
      month: "2025-06",
      surplusPrice: 0.06,
      energyKwh: 180.25,
      surplusKwh: 210.5,
      energyTermEur: 28.48,
      surplusValueEur: 12.63,
      compensationEur: 12.63,
      capped: false,
    },
    {
      month: "2025-07",
      surplusPrice: 0.061576,
      energyKwh: 60.1,
      surplusKwh: 250.333,
      energyTermEur: 9.5,
      surplusValueEur: 15.41,
      compensationEur: 9.5,
      capped: true,
    },
  ],
  total: { surplusKwh: 460.833, compensationEur: 22.13, countMonths: 2 },
};

/** A supply without self-consumption: no surplus in the range nor on its invoices. */
export const NO_SELF_CONSUMPTION: SelfConsumptionResponse["Autoconsumo"] = {
  hasSelfConsumption: false,
  months: [],
  total: { surplusKwh: 0, compensationEur: 0, countMonths: 0 },
};

/** A solar supply whose range poured nothing (a week of winter nights). */
export const NO_SURPLUS_IN_RANGE: SelfConsumptionResponse["Autoconsumo"] = {
  hasSelfConsumption: true,
  months: [
    {
      month: "2026-03",
      surplusPrice: 0.061576,
      energyKwh: 61.2,
      surplusKwh: 0,
      energyTermEur: 8.14,
      surplusValueEur: 0,
      compensationEur: 0,
      capped: false,
    },
  ],
  total: { surplusKwh: 0, compensationEur: 0, countMonths: 1 },
};

/** The load curve's 'Autoconsumo' call: `answer` (by default a supply without
 * self-consumption), or a status. */
export function selfConsumptionHandler(api: string, answer: SelfConsumptionResponse["Autoconsumo"] | number = NO_SELF_CONSUMPTION) {
  return http.get(`${api}/ov/cups/api/autoconsumo`, () =>
    typeof answer === "number"
      ? HttpResponse.json({ code: answer, mensaje: "Error" }, { status: answer })
      : HttpResponse.json({ Autoconsumo: answer }),
  );
}
