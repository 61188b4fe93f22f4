import { type CupsMeResponse, isOneLineText, type Line, routes } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { findSupplyPointPages, linesWithUnicaInvoices } from "../../db/contracts/supplyPoints";
import { insertDebugLog } from "../../db/debugLogs";
import { mountRoute, type RouteQuery } from "../../http/contractRoute";

/** The home's contracts tables: 10 per page (part 1 §9), one page per line. */
export const CONTRACTS_PAGE_SIZE = 10;

type CupsMeQuery = RouteQuery<typeof routes.cupsMe>;

export async function cupsMe(deps: AppDeps, caller: Caller, query: CupsMeQuery): Promise<CupsMeResponse> {
  const pages = {
    Electricidad: query.startPaginationElectricidad ?? 1,
    Gas: query.startPaginationGas ?? 1,
  };
  const { rows, totals } = await findSupplyPointPages(
    deps.db,
    caller,
    { cups: query.cups, contract: query.contract, pages },
    CONTRACTS_PAGE_SIZE,
  );
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
  const lines = new Set(await linesWithUnicaInvoices(deps.db, caller));
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
    await insertDebugLog(deps.db, {
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
