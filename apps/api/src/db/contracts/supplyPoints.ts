import type { Line } from "@oficina-virtual/api-contract";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Caller } from "../../auth/tokens";
import { callerContracts, scopeValue } from "../../scope";
import type { Database } from "../client";
import { containsPattern } from "../likePattern";
import { prepared } from "../prepared";
import { contracts, invoices } from "../schema";

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

/** The home's two search boxes ("contains", ignoring case) and the page of each line. */
export interface SupplyPointSearch {
  cups?: string;
  /** Matches the codAbonado shown in the 'Código' column or the 'Contrato' (SICOM) code. */
  contract?: string;
  /** The 1-based page of each line. */
  pages: Record<Line, number>;
}

/** The search's filters, with placeholders (`scope`, `cups`, `contract`) for a prepared
 * statement. */
function filters(db: Database, caller: Caller, search: SupplyPointSearch): SQL {
  const conditions: SQL[] = [callerContracts(db, caller, sql.placeholder("scope"))];
  if (search.cups) conditions.push(ilike(contracts.cups, sql.placeholder("cups")));
  if (search.contract) {
    const pattern = sql.placeholder("contract");
    conditions.push(or(ilike(contracts.codAbonado, pattern), ilike(contracts.codigoContratoSicom, pattern))!);
  }
  return and(...conditions)!;
}

/** The caller's contracts matching the search: each line's requested page of `pageSize`, by
 * line then codAbonado, and the number of matches per line. */
export async function findSupplyPointPages(db: Database, caller: Caller, search: SupplyPointSearch, pageSize: number) {
  const shape = `${caller.role}:${search.cups ? "cups" : ""}:${search.contract ? "contract" : ""}`;
  const values: Record<string, unknown> = { scope: scopeValue(caller) };
  if (search.cups) values.cups = containsPattern(search.cups.trim());
  if (search.contract) values.contract = containsPattern(search.contract.trim());
  for (const line of ["Electricidad", "Gas"] as const) {
    values[`first${line}`] = (search.pages[line] - 1) * pageSize;
    values[`last${line}`] = search.pages[line] * pageSize;
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
      .where(filters(db, caller, search))
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
      .where(filters(db, caller, search))
      .groupBy(contracts.line)
      .prepare(name),
  );
  const [rows, totals] = await Promise.all([pages.execute(values), totalsPerLine.execute(values)]);
  return { rows, totals };
}

/** Per line, whether any of the caller's contracts has a unified (única) invoice. */
export async function linesWithUnicaInvoices(db: Database, caller: Caller): Promise<Line[]> {
  const rows = await db
    .selectDistinct({ line: contracts.line })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(and(callerContracts(db, caller), eq(invoices.isUnica, true)));
  return rows.map((r) => r.line);
}
