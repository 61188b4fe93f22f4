import { routes, type CupsMeResponse, type DebugLogBody, type Line } from "@oficina-virtual/api-contract";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import { contracts, debugLogs, invoices } from "../../db/schema";
import { mountRoute } from "../../http/contractRoute";
import { callerContracts } from "../../scope";
import { containsPattern } from "./http";

/** The home's contracts tables: 10 per page (part 1 §9), one page per line. */
export const CONTRACTS_PAGE_SIZE = 10;

interface CupsMeQuery {
  cups?: string;
  contract?: string;
  startPaginationElectricidad?: number;
  startPaginationGas?: number;
}

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
 * matches the codAbonado shown in the 'Código' column or the 'Contrato' (SICOM) code. */
function filters(deps: AppDeps, caller: Caller, query: CupsMeQuery): SQL {
  const conditions: SQL[] = [callerContracts(deps.db, caller)];
  if (query.cups) conditions.push(ilike(contracts.cups, containsPattern(query.cups.trim())));
  if (query.contract) {
    const pattern = containsPattern(query.contract.trim());
    conditions.push(or(ilike(contracts.codAbonado, pattern), ilike(contracts.codigoContratoSicom, pattern))!);
  }
  return and(...conditions)!;
}

export async function cupsMe(deps: AppDeps, caller: Caller, query: CupsMeQuery): Promise<CupsMeResponse> {
  const where = filters(deps, caller, query);
  const pageOf = (line: Line) =>
    (line === "Gas" ? query.startPaginationGas : query.startPaginationElectricidad) ?? 1;

  // One query for both pages: rank the matching contracts within their line and keep each
  // line's requested window. The totals come from a second, index-only count.
  const ranked = deps.db
    .select({
      ...supplyPointColumns,
      rank: sql<number>`row_number() over (partition by ${contracts.line} order by ${contracts.codAbonado})`.as("rank"),
    })
    .from(contracts)
    .where(where)
    .as("ranked");
  const window = (line: Line) => {
    const first = (pageOf(line) - 1) * CONTRACTS_PAGE_SIZE;
    return sql`(${ranked.line} = ${line} and ${ranked.rank} > ${first} and ${ranked.rank} <= ${first + CONTRACTS_PAGE_SIZE})`;
  };
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(ranked)
      .where(or(window("Electricidad"), window("Gas")))
      .orderBy(asc(ranked.line), asc(ranked.rank)),
    deps.db.select({ line: contracts.line, total: count() }).from(contracts).where(where).groupBy(contracts.line),
  ]);
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

export function registerCupsRoutes(app: FastifyInstance, deps: AppDeps): void {
  mountRoute(app, deps, routes.cupsMe, ({ caller, query }) => cupsMe(deps, caller, query as CupsMeQuery));

  /* The spec does not show the debug-log payload; the contract designs it (event, detail,
   * path, userAgent). Stored with the caller's id and the request's user agent when the
   * body has none; answered 201 without a body. */
  mountRoute(app, deps, routes.createDebugLog, async ({ caller, body, raw, reply }) => {
    const log = body as DebugLogBody;
    await deps.db.insert(debugLogs).values({
      userId: caller.userId,
      event: log.event,
      detail: {
        detail: log.detail ?? null,
        path: log.path ?? null,
        userAgent: log.userAgent ?? raw.headers["user-agent"]?.slice(0, 500) ?? null,
        role: caller.role,
      },
      createdAt: deps.now(),
    });
    reply.code(201);
  });

  mountRoute(app, deps, routes.isUnicaInvoicesAssociate, ({ caller }) => unicasAssociate(deps, caller));
}
