import { defineRoute } from "../route";
import * as telemetry from "../schemas/telemetry";
import { blob, CSV_MIME, json, XLSX_MIME } from "./responses";

/** Part 2: telemetry and load curve. */
export const telemetryRoutes = {
  telemetry: defineRoute({
    method: "GET",
    path: "/ov/cups/api/telemetry",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.telemetryQuerySchema },
    response: json(telemetry.telemetryResponseSchema),
    summary: "Telemetry readings (output=json); shares its path with telemetryXlsx",
    errors: [404],
  }),
  telemetryXlsx: defineRoute({
    method: "GET",
    path: "/ov/cups/api/telemetry",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.telemetryXlsxQuerySchema },
    response: blob(XLSX_MIME),
    summary: "Telemetry as Excel (output=xlsx), 'Telemedida-{contract}.xlsx'",
    errors: [404],
  }),
  telemetryCsv: defineRoute({
    method: "GET",
    path: "/ov/cups/api/telemetry",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.telemetryCsvQuerySchema },
    response: blob(CSV_MIME),
    summary:
      "Telemetry as the CNMC comparator's CSV (output=csv): CUPS;Fecha;Hora;Consumo;Metodo_obtencion, 'consumos-{CUPS}-{desde}-{hasta}.csv'",
    errors: [404],
  }),
  curvas: defineRoute({
    method: "GET",
    path: "/ov/cups/api/curvas",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.curvasQuerySchema },
    response: json(telemetry.curvasResponseSchema),
    summary: "Load curve (output=json); shares its path with curvasXlsx",
    errors: [404],
  }),
  curvasXlsx: defineRoute({
    method: "GET",
    path: "/ov/cups/api/curvas",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.curvasXlsxQuerySchema },
    response: blob(XLSX_MIME),
    summary: "Load curve as Excel (output=xlsx), 'CurvasCarga-{contract}.xlsx'",
    errors: [404],
  }),
  curvasCsv: defineRoute({
    method: "GET",
    path: "/ov/cups/api/curvas",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.curvasCsvQuerySchema },
    response: blob(CSV_MIME),
    summary: "Load curve as the CNMC comparator's CSV (output=csv), 'consumos-{CUPS}-{desde}-{hasta}.csv'",
    errors: [404],
  }),
  selfConsumption: defineRoute({
    method: "GET",
    path: "/ov/cups/api/autoconsumo",
    host: "customer",
    auth: "bearer",
    request: { query: telemetry.selfConsumptionQuerySchema },
    response: json(telemetry.selfConsumptionResponseSchema),
    summary:
      "The load curve's 'Autoconsumo': surplus kWh and its compensation in € per month at the contract's price plan of that month (its invoice's), simplified scheme; no price plan → 404",
    errors: [404],
  }),
} as const;
