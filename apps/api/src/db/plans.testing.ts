/** Test support: the statements a request runs, and what their plans read (EXPLAIN). */
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { queryRows } from "./queryRows";

export interface Statement {
  text: string;
  params: unknown[];
}

/** What drizzle's drivers (a pg Pool, a PGlite) have in common: query(text | config, params). */
interface QueryClient {
  query(
    first: string | { text: string; values?: unknown[] },
    params?: unknown[],
    ...rest: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>;
}

const clientOf = (db: Database) => (db as unknown as { $client: QueryClient }).$client;

/** Every statement the database client receives while `work` runs, with its values. */
export async function captureStatements(db: Database, work: () => Promise<unknown>): Promise<Statement[]> {
  const client = clientOf(db);
  const own = Object.prototype.hasOwnProperty.call(client, "query");
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: QueryClient, first, params, ...rest) {
    const text = typeof first === "string" ? first : first.text;
    seen.push({ text, params: params ?? (typeof first === "string" ? [] : (first.values ?? [])) });
    return original.call(this, first, params, ...rest);
  };
  try {
    await work();
  } finally {
    if (own) client.query = original;
    else delete (client as Partial<QueryClient>).query;
  }
  return seen;
}

export interface ScanNode {
  node: string;
  table?: string;
  index?: string;
  /** The index condition: an index read without one walks the whole index. */
  indexCond?: string;
  /** Rows the node read: those it returned and those its filter removed, times its loops. */
  rowsRead: number;
  /** Times it ran: 0 for a partition pruned while the statement ran ("never executed"). */
  loops: number;
}

export interface PlanReading {
  rowsRead: number;
  scans: ScanNode[];
  plan: unknown;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

const READS = new Set(["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan", "Bitmap Index Scan", "Tid Scan"]);

/** A client of one connection: PREPARE, SET and EXECUTE must meet on the same one. */
async function withSession<T>(db: Database, work: (client: QueryClient) => Promise<T>): Promise<T> {
  const client = clientOf(db) as QueryClient & { connect?: () => Promise<QueryClient & { release(): void }> };
  if (!client.connect) return work(client);
  const session = await client.connect();
  try {
    return await work(session);
  } finally {
    session.release();
  }
}

const literal = (value: unknown) => (value === null || value === undefined ? "null" : `'${String(value).replace(/'/g, "''")}'`);

/**
 * Runs the statement under EXPLAIN (ANALYZE, FORMAT JSON) and sums the rows its scans read.
 * Bitmap index scans count apart from their heap scans: both read. `generic` plans it as a
 * named prepared statement after its first executions may be planned: for any values (a
 * range of dates of unknown width, a tax id of unknown frequency), which is what the server's
 * named statements (db/prepared.ts) end up running.
 */
export async function readPlan(db: Database, statement: Statement, generic = false): Promise<PlanReading> {
  const result = await withSession(db, async (client) => {
    if (!generic) return client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params);
    await client.query("SET plan_cache_mode = force_generic_plan");
    await client.query(`PREPARE ov_plan_test AS ${statement.text}`);
    try {
      const values = statement.params.length > 0 ? `(${statement.params.map(literal).join(", ")})` : "";
      return await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ov_plan_test${values}`);
    } finally {
      await client.query("DEALLOCATE ov_plan_test");
      await client.query("RESET plan_cache_mode");
    }
  });
  const cell = Object.values(result.rows[0]!)[0];
  const [top] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const scans: ScanNode[] = [];
  const walk = (node: PlanNode) => {
    if (READS.has(node["Node Type"])) {
      const perLoop = (node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);
      scans.push({
        node: node["Node Type"],
        table: node["Relation Name"],
        index: node["Index Name"],
        indexCond: node["Index Cond"],
        rowsRead: perLoop * (node["Actual Loops"] ?? 1),
        loops: node["Actual Loops"] ?? 1,
      });
    }
    node.Plans?.forEach(walk);
  };
  walk(top.Plan);
  return { rowsRead: scans.reduce((sum, scan) => sum + scan.rowsRead, 0), scans, plan: top.Plan };
}

/** Every index of the public schema with its table's leading column (table.column). */
export function indexLeadingColumns(db: Database) {
  return queryRows<{ name: string; first: string }>(
    db,
    sql`select i.relname as name, t.relname || '.' || a.attname as first from pg_index x
      join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0] where t.relnamespace = 'public'::regnamespace`,
  );
}

/** How many rows a caller may read: contracts, invoices, hourly readings and support requests. */
export async function ownedRowCount(db: Database, user: { id: number; role: "customer" | "admin"; tax_id: string | null }) {
  const scope =
    user.role === "admin"
      ? sql`c.id in (select contract_id from admin_contracts where admin_user_id = ${user.id})`
      : sql`c.holder_tax_id = ${user.tax_id}`;
  const [own] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from contracts c where ${scope})
        + (select count(*) from invoices i join contracts c on c.id = i.contract_id where ${scope})
        + (select count(*) from hourly_readings r join contracts c on c.id = r.contract_id where ${scope})
        + (select count(*) from issues where user_id = ${user.id}) as n`,
  );
  return Number(own!.n);
}
