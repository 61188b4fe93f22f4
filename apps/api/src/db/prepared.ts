import type { Database } from "./client";

/** What drizzle's `.prepare(name)` returns, reduced to what we call. */
export interface PreparedStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

// One statement name per key, the same for every database: PostgreSQL keeps a named
// statement per connection and refuses the same name with a different text, so a name must
// never stand for two texts. A key names one SQL text (see `invoiceShape`).
const names = new Map<string, string>();
const byDatabase = new WeakMap<Database, Map<string, PreparedStatement<unknown>>>();

/**
 * The hot queries are built once per shape and kept as named prepared statements, their
 * values passed as placeholders. Building a query with drizzle costs more than the query
 * itself on the busiest calls (a fifth of the server's CPU on `fullbilling`), and a named
 * statement also spares PostgreSQL the parsing and planning of every call.
 *
 * `key` must identify the SQL text that `build` returns; `build` receives the name to pass
 * to `.prepare()`.
 */
export function prepared<R>(db: Database, key: string, build: (name: string) => PreparedStatement<R>): PreparedStatement<R> {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(key) as PreparedStatement<R> | undefined;
  if (!statement) {
    let name = names.get(key);
    if (!name) names.set(key, (name = `ov_${names.size + 1}`));
    statement = build(name);
    statements.set(key, statement);
  }
  return statement;
}
