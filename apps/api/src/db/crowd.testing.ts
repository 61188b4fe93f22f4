/** Test support: many other customers like demo, written by the database itself (INSERT …
 * SELECT), seconds where seedScale's generated invoices take a minute on PGlite. */
import { sql } from "drizzle-orm";
import { DEMO_CUSTOMER } from "../seed/accounts";
import type { Database } from "./client";

const CONTRACT_COLUMNS = sql.raw(`codigo_contrato_sicom, line, cups, calle, extension, num_domicilio, cod_postal, ciudad, provincia,
  fecha_alta, fecha_baja, estado, tarifa, access_fee, marca, potencia_p1, potencia_p2, potencia_p3, potencia_p4, potencia_p5, potencia_p6, caudal`);
const INVOICE_COLUMNS = sql.raw(`launch_date, reading_from, reading_until, total_amount, currency, consumption_kwh, consumo_p1, consumo_p2,
  consumo_p3, consumo_p4, consumo_p5, consumo_p6, potencia_leida_p1, categoria, is_unificada, is_unica, can_download, proforma_count`);

export interface CrowdOptions {
  /** How many copies of demo: holders H<k> (user crowd<k>), each with an administrator adm<k>
   * of their contracts and 10 support requests. */
  copies: number;
  /** The copies whose contracts also get demo's hourly readings (they are the bulk). */
  measuredCopies: number;
  /** Other holders with one contract each (S<k>) and nothing else. */
  supplies?: number;
}

/** Copies demo's contracts, invoices and readings `copies` times under other holders. */
export async function seedCrowd(db: Database, { copies, measuredCopies, supplies = 0 }: CrowdOptions): Promise<void> {
  const demo = DEMO_CUSTOMER.nif;
  // Customers with a supply and no invoices yet, first, so that contract ids with invoices
  // span the table as in a company's: with only the copies' contracts, or with these at the end,
  // reading contracts whole (or in key order up to the last one with invoices) looked cheaper
  // to the planner than finding a customer's by key.
  await db.execute(sql`insert into holders (tax_id, name) select 'S' || k, 'Suministro ' || k from generate_series(1, ${supplies}) k`);
  await db.execute(sql`insert into contracts (cod_abonado, holder_tax_id, ${CONTRACT_COLUMNS})
    select 'S' || k, 'S' || k, ${CONTRACT_COLUMNS}
    from generate_series(1, ${supplies}) k cross join lateral (select * from contracts where holder_tax_id = ${demo} order by id limit 1) c`);
  await db.execute(sql`insert into holders (tax_id, name) select 'H' || k, 'Cliente ' || k from generate_series(1, ${copies}) k`);
  await db.execute(sql`insert into users (role, username, email, password_hash, tax_id)
    select 'customer', 'crowd' || k, 'crowd' || k || '@example.com', 'x', 'H' || k from generate_series(1, ${copies}) k
    union all select 'admin', 'adm' || k, 'adm' || k || '@example.com', 'x', null from generate_series(1, ${copies}) k`);
  await db.execute(sql`insert into contracts (cod_abonado, holder_tax_id, ${CONTRACT_COLUMNS})
    select 'H' || k || '-' || c.cod_abonado, 'H' || k, ${CONTRACT_COLUMNS}
    from contracts c cross join generate_series(1, ${copies}) k where c.holder_tax_id = ${demo}`);
  // Copy → demo contract, to copy what hangs from each.
  const pairs = sql`(select n.id as copy, d.id as original, substring(n.holder_tax_id from 2)::int as k from contracts n
    join contracts d on n.cod_abonado = n.holder_tax_id || '-' || d.cod_abonado
    where n.holder_tax_id like 'H%' and d.holder_tax_id = ${demo}) p`;
  await db.execute(sql`insert into invoices (contract_id, holder_tax_id, serie, numero, serie_unica, numero_unica, ${INVOICE_COLUMNS})
    select p.copy, 'H' || p.k, i.serie, i.numero || '-' || p.k, i.serie_unica, i.numero_unica || '-' || p.k, ${INVOICE_COLUMNS}
    from invoices i join ${pairs} on p.original = i.contract_id`);
  await db.execute(sql`insert into hourly_readings (contract_id, at, active_kwh, reactive_kvarh, surplus_kwh)
    select p.copy, r.at, r.active_kwh, r.reactive_kvarh, r.surplus_kwh
    from hourly_readings r join ${pairs} on p.original = r.contract_id where p.k <= ${measuredCopies}`);
  await db.execute(sql`insert into admin_contracts (admin_user_id, contract_id)
    select a.id, c.id from users a join contracts c on c.holder_tax_id = 'H' || substring(a.username from 4) where a.username ~ '^adm[0-9]+$'`);
  await db.execute(sql`insert into issues (user_id, subject, description, category_id, subcategory, line, cups, contract_code, status)
    select u.id, 'Consulta ' || n, 'Texto', 'facturacion', 'Otros', 'Electricidad', 'ES0000', '1',
      case when n % 2 = 0 then 'Abierta' else 'Cerrada' end
    from users u cross join generate_series(1, 10) n where u.username ~ '^(crowd|adm)[0-9]+$'`);
  await db.execute(sql`analyze`);
}
