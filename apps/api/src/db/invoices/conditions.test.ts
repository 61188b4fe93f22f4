import { Placeholder } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Caller } from "../../auth/tokens";
import type { Database } from "../client";
import { filterValues, invoiceConditions, invoiceShape } from "./conditions";
import type { InvoiceFilter } from "./filter";

const db = drizzle.mock() as unknown as Database;
const dialect = new PgDialect();
const text = (caller: Caller, filter: InvoiceFilter, placeholders = true) =>
  dialect.sqlToQuery(invoiceConditions(db, caller, filter, placeholders));

const customer: Caller = { userId: 1, role: "customer", taxId: "12345678Z" } as Caller;
const admin: Caller = { userId: 7, role: "admin", taxId: null } as Caller;

// Two different values for every field, so the same shape is reached twice with no value
// in common.
const samples: { [K in keyof InvoiceFilter]-?: [InvoiceFilter[K], InvoiceFilter[K]] } = {
  from: ["2026-01-01", "2025-03-04"],
  until: ["2026-02-01", "2025-05-06"],
  contract: ["100001", "200002"],
  cups: ["ES0021", "5_%"],
  invoice: ["fe26000001", "000123"],
  cif: ["b12345678", "a87654321"],
  minPrice: [0, 12.5],
  maxPrice: [100, 250],
  line: ["Electricidad", "Gas"],
  lineRemover: ["Gas", "Electricidad"],
  unified: ["only", "exclude"],
  contractId: [3, 9],
  downloadable: [true, true],
};
const fields = Object.keys(samples) as (keyof InvoiceFilter)[];

/** Every combination of fields: 2^13 filters, each built with the first and the second values. */
function* combinations(): Generator<[InvoiceFilter, InvoiceFilter]> {
  for (let mask = 0; mask < 1 << fields.length; mask++) {
    const first: Record<string, unknown> = {};
    const second: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      if (mask & (1 << i)) [first[field], second[field]] = samples[field];
    });
    yield [first as InvoiceFilter, second as InvoiceFilter];
  }
}

describe("invoiceShape", () => {
  it("names one SQL text: filters of the same shape build the same statement, and its placeholders all have values", () => {
    const textOfShape = new Map<string, string>();
    const problems: string[] = [];
    for (const caller of [customer, admin]) {
      for (const [first, second] of combinations()) {
        const secondShape = invoiceShape(caller, second);
        for (const [filter, shape] of [
          [first, invoiceShape(caller, first)],
          [second, secondShape],
        ] as const) {
          const { sql, params } = text(caller, filter);
          const names = params.map((param) => (param instanceof Placeholder ? param.name : `value ${String(param)}`));
          const withValues = new Set(Object.keys(filterValues(caller, filter)));
          for (const name of names) {
            if (!/^value (true|false)$/.test(name) && !withValues.has(name)) problems.push(`${shape}: no value for ${name}`);
          }
          const known = textOfShape.get(shape);
          if (known === undefined) textOfShape.set(shape, sql);
          else if (sql !== known) problems.push(`${shape}: two texts`);
        }
        // Same fields, same flags → same shape whatever the values.
        if (first.unified === second.unified && invoiceShape(caller, first) !== secondShape)
          problems.push(`${secondShape}: values changed the shape`);
      }
    }
    expect(problems).toEqual([]);
    // Different shapes are different texts: no two keys share a statement text.
    expect(new Set(textOfShape.values()).size).toBe(textOfShape.size);
  });

  it("passes the filter's values as the placeholders would, so inline and prepared agree", () => {
    const filter: InvoiceFilter = { from: "2026-01-01", cups: "es_00", invoice: " fe26 ", cif: "b1", minPrice: 3, line: "Gas" };
    const inline = text(customer, filter, false);
    const values = filterValues(customer, filter);
    // The tax id three times: the contracts joined, the invoices' holder, and the caller's
    // contracts whose CUPS matches, picked once as an array.
    expect(inline.params).toEqual([
      "12345678Z",
      "12345678Z",
      "2026-01-01",
      "FE26",
      "FE26",
      "FE26",
      "FE26",
      "3",
      "B1",
      "Gas",
      "12345678Z",
      "%es\\_00%",
    ]);
    expect(Object.keys(values)).toEqual(["scope", "from", "cups", "invoice", "cif", "minPrice", "line"]);
    expect(text(customer, filter).sql).toBe(inline.sql);
  });

  it("scopes an administrator through their links and a customer through their tax id", () => {
    expect(text(admin, {}).sql).toMatch(/admin_user_id/);
    expect(filterValues(admin, {}).scope).toBe(7);
    expect(filterValues({ ...customer, taxId: null } as Caller, {}).scope).toBe("");
  });
});
