import { promisify } from "node:util";
import { gzip } from "node:zlib";
import {
  ApiMessage,
  CNMC_CSV_CONTENT_TYPE,
  type CurvasResponse,
  cnmcCsvFileName,
  type Line,
  type RouteId,
  routes,
  type SharedPath,
  sharedPaths,
  type TelemetryResponse,
} from "@oficina-virtual/api-contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import {
  findHourlyMeasures,
  findSupplyContract,
  type HourlyMeasure,
  latestReadingAt,
  type ReadingColumn,
} from "../../db/measures/readings";
import { XLSX_CONTENT_TYPE } from "../../documents/customer/measuresXlsx";
import { AnswerCache } from "../../http/answerCache";
import type { RouteQuery } from "../../http/contractRoute";
import { exportRoute } from "../../http/exportRoute";
import { sendFile } from "../../http/fileReply";
import { mountSharedPath } from "../../http/sharedPath";
import { cnmcCsvOf } from "./cnmcFile";
import {
  addDays,
  type CalendarDay,
  compareDays,
  formatEsDate,
  formatHour,
  madridDay,
  madridDayStart,
  madridHour,
  parseEsDate,
  subtractMonths,
} from "./madridTime";
import { measureError } from "./measureError";

// The contract's texts, which a client outside es-ES recognises and translates.
/** Part 2 §5: Desde must not be before Hasta − 12 months (the same day is allowed). */
export const RANGE_12_MONTHS = ApiMessage.measureRange12Months;
export const ELECTRICITY_ONLY = ApiMessage.measureElectricityOnly;
export const SUPPLY_NOT_FOUND = ApiMessage.supplyNotFound;

const HOUR = 3_600_000;

type TelemetryQuery =
  | RouteQuery<typeof routes.telemetry>
  | RouteQuery<typeof routes.telemetryXlsx>
  | RouteQuery<typeof routes.telemetryCsv>;
type CurvasQuery = RouteQuery<typeof routes.curvas> | RouteQuery<typeof routes.curvasXlsx> | RouteQuery<typeof routes.curvasCsv>;

/** The Madrid days asked for, checked against the 12-month rule. */
export function measureRange(startDate: string, endDate: string): { start: CalendarDay; end: CalendarDay } {
  const start = parseEsDate(startDate);
  const end = parseEsDate(endDate);
  if (compareDays(start, subtractMonths(end, 12)) < 0) throw measureError(400, RANGE_12_MONTHS);
  return { start, end };
}

/** The load curve's default query: the 7 days before today, ending yesterday (part 2 §9). */
export function lastSevenDays(now: Date): { start: CalendarDay; end: CalendarDay } {
  const today = madridDay(now);
  return { start: addDays(today, -7), end: addDays(today, -1) };
}

/** The caller's electricity supply with this contract code and CUPS; 404 when they are not
 * the same contract of the caller's, 400 (with `error`) for gas. */
export async function findSupply(
  deps: AppDeps,
  caller: Caller,
  query: { contractCode: string; cups: string },
  line?: Line,
): Promise<number> {
  const row = await findSupplyContract(deps.db, caller, query.contractCode, query.cups.trim().toUpperCase());
  if (!row) throw measureError(404, SUPPLY_NOT_FOUND);
  if (row.line !== "Electricidad" || (line !== undefined && line !== "Electricidad")) {
    throw measureError(400, ELECTRICITY_ONLY);
  }
  return row.id;
}

/** The hours of [start day 00:00, end day + 1 00:00) in Madrid time, oldest first. */
export async function hourlyMeasures(
  deps: AppDeps,
  contractId: number,
  range: { start: CalendarDay; end: CalendarDay },
  second: ReadingColumn,
): Promise<HourlyMeasure[]> {
  return findHourlyMeasures(deps.db, contractId, madridDayStart(range.start), madridDayStart(addDays(range.end, 1)), second);
}

/** How far back the latest reading is looked for: the longest range the routes accept (a
 * year) and the current month. */
const LATEST_READING_MONTHS = 13;

/** 'DD-MM-YYYY' of the Madrid day of the supply's latest reading, whatever the range asked
 * ('Datos actualizados hasta el {fecha}'); null without readings in the last year.
 * hourly_readings is partitioned by month (drizzle/0011): an unbounded max(at) would probe
 * every month's partition, so the current month is asked first, then each one before it
 * (each query prunes to one partition, one index probe: the primary key starts with
 * (contract_id, at)), stopping at the first with readings. */
async function latestReadingDay(deps: AppDeps, contractId: number): Promise<string | null> {
  const today = madridDay(deps.now());
  let end = addDays(today, 1);
  for (let month = 0; month < LATEST_READING_MONTHS; month++) {
    const start = subtractMonths({ ...today, day: 1 }, month);
    const at = await latestReadingAt(deps.db, contractId, madridDayStart(start), madridDayStart(end));
    if (at) return formatEsDate(madridDay(new Date(at)));
    end = start;
  }
  return null;
}

interface Measured<Row> {
  range: { start: CalendarDay; end: CalendarDay };
  contractId: number;
  rows: () => Promise<Row[]>;
}

export async function telemetry(deps: AppDeps, caller: Caller, query: TelemetryQuery) {
  const range = measureRange(query.startDate, query.endDate);
  const contractId = await findSupply(deps, caller, query, query.line);
  return {
    range,
    contractId,
    rows: async () => {
      const rows = await hourlyMeasures(deps, contractId, range, "reactiveKvarh");
      return rows.map((r) => ({ ...madridHour(r.at), at: r.at, active: r.active, other: r.other, estimated: r.estimated }));
    },
  };
}

export async function loadCurve(deps: AppDeps, caller: Caller, query: CurvasQuery) {
  const range = query.DefaultQuery ? lastSevenDays(deps.now()) : measureRange(query.startDate, query.endDate);
  const contractId = await findSupply(deps, caller, query);
  return {
    range,
    contractId,
    rows: async () => {
      const rows = await hourlyMeasures(deps, contractId, range, "surplusKwh");
      // hourRecord is the hour's number within its day, 1–24 (1 = 00:00–01:00), counted from
      // the day's start so the 23- and 25-hour days of the clock changes keep distinct hours.
      return rows.map((r) => {
        const parts = madridHour(r.at);
        return {
          date: parts.date,
          hourRecord: Math.floor((r.at - parts.dayStart) / HOUR) + 1,
          hour: parts.hour,
          at: r.at,
          active: r.active,
          other: r.other,
          estimated: r.estimated,
        };
      });
    },
  };
}

/** How long a kept answer lives: readings a distributor delivers late for a past day show
 * within this time (see AnswerCache). */
const ANSWER_TTL_MS = 10 * 60_000;

const gzipAsync = promisify(gzip);

/**
 * The JSON answer of a measure call, gzipped for clients that take it (a year is ~650 KB of
 * JSON, ~60 KB gzipped: a phone on a slow line feels the difference). Ranges that have
 * ended (before today in Madrid) cannot change but for late readings, so their answer is
 * built, checked against the contract, serialized and compressed once, then sent from the
 * cache; today's hours are still arriving and are always built afresh. The supply is looked
 * up (and the caller's right to it checked) before the cache is read, on every call.
 */
function measureAnswers(deps: AppDeps) {
  const cache = new AnswerCache({ maxBytes: deps.config.measureCacheMb * 1024 * 1024, ttlMs: ANSWER_TTL_MS });
  return async <Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    routeId: "telemetry" | "curvas",
    measured: Measured<Row>,
    answer: (rows: Row[], updatedUntil: string | null) => unknown,
  ) => {
    const { range, contractId } = measured;
    const closed = compareDays(range.end, madridDay(deps.now())) < 0;
    const key = closed ? `${routeId}:${contractId}:${formatEsDate(range.start)}:${formatEsDate(range.end)}` : null;
    const gzipped = acceptsGzip(request.headers["accept-encoding"]);
    let kept = key ? cache.get(key) : undefined;
    let body: Buffer;
    if (kept) {
      body = gzipped ? kept.gzip : kept.json;
    } else {
      const [rows, updatedUntil] = await Promise.all([measured.rows(), latestReadingDay(deps, contractId)]);
      const json = Buffer.from(JSON.stringify(routes[routeId].response.schema.parse(answer(rows, updatedUntil))));
      if (key) {
        kept = { json, gzip: await gzipAsync(json) };
        cache.set(key, kept);
        body = gzipped ? kept.gzip : json;
      } else {
        // Built for this one call: the fastest level (a year gzips in ~3 ms instead of ~12).
        body = gzipped ? await gzipAsync(json, { level: 1 }) : json;
      }
    }
    reply.header("vary", "Accept-Encoding").type("application/json; charset=utf-8");
    if (gzipped) reply.header("content-encoding", "gzip");
    return reply.send(body);
  };
}

/** Whether an Accept-Encoding header takes gzip (not when it says `gzip;q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding?.trim() !== "gzip" && coding?.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function sharedPathOf(id: RouteId): SharedPath {
  const shared = sharedPaths.find((entry) => entry.ids.includes(id));
  if (!shared) throw new Error(`${id} shares no path`);
  return shared;
}

/** Only estimated readings carry the flag: absent means real (the contract's point schema). */
const estimatedFlag = (estimated: boolean) => (estimated ? { estimated: true as const } : {});

/** The CNMC comparator's file of a measured range (cnmcFile.ts), as a download. */
async function sendCnmcCsv(
  deps: AppDeps,
  reply: FastifyReply,
  query: { cups: string; startDate: string; endDate: string },
  measured: { contractId: number; range: { start: CalendarDay; end: CalendarDay } },
) {
  const cups = query.cups.trim().toUpperCase();
  const csv = await cnmcCsvOf(deps, measured.contractId, cups, measured.range);
  return sendFile(reply, {
    contentType: CNMC_CSV_CONTENT_TYPE,
    fileName: cnmcCsvFileName(cups, query.startDate, query.endDate),
    body: Buffer.from(csv, "utf8"),
  });
}

/** The exports' 'Lectura' column: the reading's origin in words. */
const readingOrigin = (estimated: boolean) => (estimated ? "Estimada" : "Real");

export const measureRoutes: RoutePlugin = async (app, { deps }) => {
  const sendAnswer = measureAnswers(deps);

  mountSharedPath(app, deps, sharedPathOf("telemetry"), {
    telemetry: async ({ caller, query, raw, reply }) =>
      sendAnswer(
        raw,
        reply,
        "telemetry",
        await telemetry(deps, caller, query),
        (rows, updatedUntil): TelemetryResponse => ({
          Telemetry: {
            select: rows.map((r) => ({
              dateRecord: `${r.date} ${formatHour(r.hour)}`,
              activeEnergy: r.active,
              reactiveEnergy: r.other,
              ...estimatedFlag(r.estimated),
            })),
            total: { countTotal: rows.length },
            ...(updatedUntil ? { updatedUntil } : {}),
          },
        }),
      ),
    telemetryXlsx: exportRoute(deps, async ({ caller, query, reply }, render) => {
      const rows = await (await telemetry(deps, caller, query)).rows();
      const body = await render("measuresXlsx", {
        sheetName: "Telemedida",
        headers: ["Fecha", "Hora", "Energía Activa (kWh)", "Energía Reactiva (kVArh)", "Lectura"],
        rows: rows.map((r) => [r.date, formatHour(r.hour), r.active, r.other, readingOrigin(r.estimated)]),
      });
      return sendFile(reply, { contentType: XLSX_CONTENT_TYPE, fileName: `Telemedida-${query.contractCode}.xlsx`, body });
    }),
    // No document thread: a year is 8,784 short lines, a few milliseconds of string work.
    // exportRoute still counts it among the caller's downloads.
    telemetryCsv: exportRoute(deps, async ({ caller, query, reply }) =>
      sendCnmcCsv(deps, reply, query, await telemetry(deps, caller, query)),
    ),
  });

  mountSharedPath(app, deps, sharedPathOf("curvas"), {
    curvas: async ({ caller, query, raw, reply }) => {
      const measured = await loadCurve(deps, caller, query);
      return sendAnswer(
        raw,
        reply,
        "curvas",
        measured,
        (rows, updatedUntil): CurvasResponse => ({
          Curvas: {
            inputDate: formatEsDate(measured.range.start),
            select: rows.map((r) => ({
              dateRecord: r.date,
              hourRecord: String(r.hourRecord),
              activeEnergy: r.active,
              pasiveEnergy: r.other,
              ...estimatedFlag(r.estimated),
            })),
            total: { countTotal: rows.length },
            ...(updatedUntil ? { updatedUntil } : {}),
          },
        }),
      );
    },
    curvasXlsx: exportRoute(deps, async ({ caller, query, reply }, render) => {
      const rows = await (await loadCurve(deps, caller, query)).rows();
      const body = await render("measuresXlsx", {
        sheetName: "Curva de carga",
        headers: ["Fecha", "Hora", "Energía Activa (kWh)", "Excedente Energético (kWh)", "Lectura"],
        rows: rows.map((r) => [r.date, r.hourRecord, r.active, r.other, readingOrigin(r.estimated)]),
      });
      return sendFile(reply, { contentType: XLSX_CONTENT_TYPE, fileName: `CurvasCarga-${query.contractCode}.xlsx`, body });
    }),
    curvasCsv: exportRoute(deps, async ({ caller, query, reply }) => {
      const measured = await loadCurve(deps, caller, query);
      // DefaultQuery: the file is named after the range actually sent (the last 7 days).
      const named = query.DefaultQuery
        ? { ...query, startDate: formatEsDate(measured.range.start), endDate: formatEsDate(measured.range.end) }
        : query;
      return sendCnmcCsv(deps, reply, named, measured);
    }),
  });
};
