import { type CupsMeResponse, isOneLineText, type Line, routes } from "@oficina-virtual/api-contract";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { containsPattern } from "../../db/likePattern";
import { prepared } from "../../db/prepared";
import { contracts, debugLogs, invoices } from "../../db/schema";
import { mountRoute, type RouteQuery } from "../../http/contractRoute";
import { callerContracts, scopeValue } from "../../scope";

/** The home's contracts tables: 10 per page (part 1 §9), one page per line. */
export const CONTRACTS_PAGE_SIZE = 10;

type CupsMeQuery = RouteQuery<typeof routes.cupsMe>;

const supplyPointColumns = {
  codAbonado: contracts.codAbonado,
  codigoContratoSICOM: contracts.codigoContratoSicom,
  cups: contracts.cups,
  calle: contracts.calle,
  extension: contracts.extension,
  numDomicilio: contracts.numDomicilio,
  codPostal: contracts.codPostal,
  ciudad: contracts.ciudad,
  fechaAlta: contracts.fechaAlta,
  fechaBaja: contracts.fechaBaja,
  estado: contracts.estado,
  tarifa: contracts.tarifa,
  accessFee: contracts.accessFee,
  line: contracts.line,
};

/** The filters of the home's two search boxes: "contains", ignoring case. The contract box
 * matches the codAbonado shown in the 'Código' column or the 'Contrato' (SICOM) code. With
 * placeholders (`scope`, `cups`, `contract`) for a prepared statement. */
function filters(deps: AppDeps, caller: Caller, query: CupsMeQuery): SQL {
  const conditions: SQL[] = [callerContracts(deps.db, caller, sql.placeholder("scope"))];
  if (query.cups) conditions.push(ilike(contracts.cups, sql.placeholder("cups")));
  if (query.contract) {
    const pattern = sql.placeholder("contract");
    conditions.push(or(ilike(contracts.codAbonado, pattern), ilike(contracts.codigoContratoSicom, pattern))!);
  }
  return and(...conditions)!;
}

export async function cupsMe(deps: AppDeps, caller: Caller, query: CupsMeQuery): Promise<CupsMeResponse> {
  const { db } = deps;
  const shape = `${caller.role}:${query.cups ? "cups" : ""}:${query.contract ? "contract" : ""}`;
  const values: Record<string, unknown> = { scope: scopeValue(caller) };
  if (query.cups) values.cups = containsPattern(query.cups.trim());
  if (query.contract) values.contract = containsPattern(query.contract.trim());
  for (const line of ["Electricidad", "Gas"] as const) {
    const page = (line === "Gas" ? query.startPaginationGas : query.startPaginationElectricidad) ?? 1;
    values[`first${line}`] = (page - 1) * CONTRACTS_PAGE_SIZE;
    values[`last${line}`] = page * CONTRACTS_PAGE_SIZE;
  }

  // One query for both pages: rank the matching contracts within their line and keep each
  // line's requested window. The totals come from a second, index-only count.
  const pages = prepared(db, `cupsMe:${shape}`, (name) => {
    const ranked = db
      .select({
        ...supplyPointColumns,
        rank: sql<number>`row_number() over (partition by ${contracts.line} order by ${contracts.codAbonado})`.as("rank"),
      })
      .from(contracts)
      .where(filters(deps, caller, query))
      .as("ranked");
    const window = (line: Line) => {
      return sql`(${ranked.line} = ${line} and ${ranked.rank} > ${sql.placeholder(`first${line}`)} and ${ranked.rank} <= ${sql.placeholder(`last${line}`)})`;
    };
    return db
      .select()
      .from(ranked)
      .where(or(window("Electricidad"), window("Gas")))
      .orderBy(asc(ranked.line), asc(ranked.rank))
      .prepare(name);
  });
  const totalsPerLine = prepared(db, `cupsMeTotals:${shape}`, (name) =>
    db
      .select({ line: contracts.line, total: count() })
      .from(contracts)
      .where(filters(deps, caller, query))
      .groupBy(contracts.line)
      .prepare(name),
  );
  const [rows, totals] = await Promise.all([pages.execute(values), totalsPerLine.execute(values)]);
  const totalOf = (line: Line) => totals.find((t) => t.line === line)?.total ?? 0;

  return {
    cupsAsociados: {
      select: rows.map((row) => ({
        codAbonado: row.codAbonado,
        codigoContratoSICOM: row.codigoContratoSICOM,
        cups: row.cups,
        calle: row.calle,
        extension: row.extension,
        numDomicilio: row.numDomicilio,
        codPostal: row.codPostal,
        ciudad: row.ciudad,
        fechaAlta: row.fechaAlta,
        fechaBaja: row.fechaBaja,
        estado: row.estado,
        tarifa: row.tarifa,
        line: row.line,
        domicilio: [row.calle, row.numDomicilio].filter(Boolean).join(" "),
        ampExtension1: row.extension,
        accessFee: { fee: row.accessFee },
      })),
    },
    totalElectricidad: totalOf("Electricidad"),
    totalGas: totalOf("Gas"),
  };
}

/** Per line, whether any of the caller's contracts has a unified (única) invoice. */
export async function unicasAssociate(deps: AppDeps, caller: Caller) {
  const rows = await deps.db
    .selectDistinct({ line: contracts.line })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(and(callerContracts(deps.db, caller), eq(invoices.isUnica, true)));
  const lines = new Set(rows.map((r) => r.line));
  return { FacturasUnicas: { Electricidad: lines.has("Electricidad"), Gas: lines.has("Gas") } };
}

/** The request's User-Agent when the body has none: it meets no schema, so it is held to
 * the same one-line rule as the body's field, or left out. */
function headerAgent(value: string | undefined): string | null {
  return value !== undefined && isOneLineText(value) ? value.slice(0, 500) : null;
}

export const cupsRoutes: RoutePlugin = async (app, { deps }) => {
  mountRoute(app, deps, routes.cupsMe, ({ caller, query }) => cupsMe(deps, caller, query));

  /* The spec does not show the debug-log payload; the contract designs it (event, detail,
   * path, userAgent). Stored with the caller's id and the request's user agent when the
   * body has none; answered 201 without a body. */
  mountRoute(app, deps, routes.createDebugLog, async ({ caller, body, raw, reply }) => {
    const log = body;
    await deps.limits.writes.count("debugLogs", caller.userId, raw.ip, deps.now());
    await deps.db.insert(debugLogs).values({
      userId: caller.userId,
      event: log.event,
      detail: {
        detail: log.detail ?? null,
        path: log.path ?? null,
        userAgent: log.userAgent ?? headerAgent(raw.headers["user-agent"]),
        role: caller.role,
      },
      createdAt: deps.now(),
    });
    reply.code(201);
  });

  mountRoute(app, deps, routes.isUnicaInvoicesAssociate, ({ caller }) => unicasAssociate(deps, caller));
};
