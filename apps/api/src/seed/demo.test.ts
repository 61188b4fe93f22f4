import { verify } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/database.testing";
import { queryRows } from "../db/queryRows";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO2_CUSTOMER, PENDING_ADMIN, SIGNUP_HOLDER } from "./accounts";
import { type DemoSummary, seedDemo } from "./demo";
import { isValidCif, isValidCups, isValidNif } from "./identity";

const TODAY = new Date("2026-03-15T10:00:00Z");
const DAYS = 3;

let database: DatabaseHandle;
let summary: DemoSummary;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await openTestDatabase();
  summary = await seedDemo(database.db, { today: TODAY, measuresDays: DAYS });
}, 60_000);
afterAll(() => database.close());

interface ContractRow {
  cod_abonado: string;
  holder_tax_id: string;
  line: string;
  cups: string;
  tarifa: string;
  access_fee: string;
  estado: string;
  fecha_baja: string | null;
  p: number[];
  caudal: number | null;
}
const contractsOf = (taxId: string) =>
  rows<ContractRow>(sql`select cod_abonado, holder_tax_id, line, cups, tarifa, access_fee, estado, fecha_baja::text,
    array[potencia_p1, potencia_p2, potencia_p3, potencia_p4, potencia_p5, potencia_p6] as p, caudal
    from contracts where holder_tax_id = ${taxId} order by cod_abonado`);

describe("seedDemo", () => {
  it("summarises what it wrote", () => {
    expect(summary).toMatchObject({
      seeded: true,
      today: "2026-03-15",
      users: 4,
      holders: 3 + 6,
      contracts: 15 + 2 + 2 + 40,
      electricityContracts: 12 + 2 + 2 + 30,
      gasContracts: 3 + 10,
      adminLinks: 40 + 5,
      invoices: 59 * 26 + 1,
      hourlyReadings: 15 * DAYS * 24, // 16 measured contracts; the ended one stopped before these days
      issues: 3,
      issueCategories: 5,
    });
  });

  it("creates the demo customer, validated, with the demo password", async () => {
    const [user] = await rows<Record<string, string>>(sql`select * from users where username = 'demo'`);
    expect(user).toMatchObject({
      role: "customer",
      email: "demo@example.com",
      tax_id: "12345678Z",
      phone: "600000000",
      first_name: "Lucía",
      last_name: "García Pérez",
    });
    expect(user?.validated_at).not.toBeNull();
    expect(await verify(user?.password_hash as string, DEMO_PASSWORD)).toBe(true);
  });

  it("gives demo 12 electricity and 3 gas contracts with consistent tariffs and powers", async () => {
    const list = await contractsOf(DEMO_CUSTOMER.nif);
    expect(list).toHaveLength(15);
    expect(list.filter((c) => c.line === "Electricidad")).toHaveLength(12);
    expect(list.filter((c) => c.line === "Gas").map((c) => c.cod_abonado)).toEqual(["100013", "100014", "100015"]);
    expect(new Set(list.map((c) => c.tarifa))).toEqual(new Set(["2.0TD", "3.0TD", "6.1TD", "RL.1", "RL.2"]));
    for (const c of list) {
      if (c.line === "Gas") {
        expect(c.access_fee).toBe(`3.${c.tarifa.slice(3)}`);
        expect(Math.round(Number(c.access_fee))).toBe(3);
        expect(c.p).toEqual([0, 0, 0, 0, 0, 0]);
        expect(c.caudal).toBeGreaterThan(0);
        continue;
      }
      expect(c.access_fee).toBe(c.tarifa);
      expect(c.caudal).toBeNull();
      const used = c.tarifa === "2.0TD" ? 2 : 6;
      expect(c.p.slice(0, used).every((kw) => kw > 0)).toBe(true);
      expect(c.p.slice(used).every((kw) => kw === 0)).toBe(true);
      for (let i = 1; i < used; i++) expect(c.p[i]).toBeGreaterThanOrEqual(c.p[i - 1] as number);
    }
    const ended = list.filter((c) => c.fecha_baja !== null);
    expect(ended.map((c) => [c.cod_abonado, c.estado, c.fecha_baja])).toEqual([[DEMO_CUSTOMER.ended, "Baja", "2026-02-28"]]);
    expect(list.filter((c) => c.fecha_baja === null).every((c) => c.estado === "Contrato")).toBe(true);
  });

  it("uses valid, distinct CUPS and valid tax ids everywhere", async () => {
    const all = await rows<{ cups: string; holder_tax_id: string }>(sql`select cups, holder_tax_id from contracts`);
    expect(all.every((c) => isValidCups(c.cups))).toBe(true);
    expect(new Set(all.map((c) => c.cups)).size).toBe(all.length);
    const holders = await rows<{ tax_id: string }>(sql`select tax_id from holders`);
    expect(holders.every((h) => isValidNif(h.tax_id) || isValidCif(h.tax_id))).toBe(true);
    const sicom = await rows<{ n: number; d: number }>(
      sql`select count(*)::int as n, count(distinct codigo_contrato_sicom)::int as d from contracts`,
    );
    expect(sicom[0]?.d).toBe(sicom[0]?.n);
  });

  it("gives demo2 its own two electricity contracts", async () => {
    const list = await contractsOf(DEMO2_CUSTOMER.nif);
    expect(list.map((c) => [c.cod_abonado, c.line])).toEqual([
      ["200001", "Electricidad"],
      ["200002", "Electricidad"],
    ]);
    const [user] = await rows<Record<string, string>>(sql`select * from users where username = 'demo2'`);
    expect(user).toMatchObject({ role: "customer", email: "demo2@example.com", tax_id: "87654321X" });
  });

  it("links 40 contracts of 6 comunidades (valid CIFs) to the administrator", async () => {
    const [admin] = await rows<Record<string, string>>(sql`select * from users where role = 'admin' and email = 'fincas@example.com'`);
    expect(admin).toMatchObject({ username: DEMO_ADMIN.username, email: "fincas@example.com" });
    expect(await verify(admin?.password_hash as string, DEMO_PASSWORD)).toBe(true);
    const linked = await rows<{ line: string; holder_tax_id: string; name: string }>(sql`
      select c.line, c.holder_tax_id, h.name from admin_contracts a join contracts c on c.id = a.contract_id
      join holders h on h.tax_id = c.holder_tax_id join users u on u.id = a.admin_user_id where u.email = 'fincas@example.com'`);
    expect(linked).toHaveLength(40);
    expect(linked.filter((c) => c.line === "Electricidad")).toHaveLength(30);
    expect(linked.filter((c) => c.line === "Gas")).toHaveLength(10);
    const cifs = new Set(linked.map((c) => c.holder_tax_id));
    expect(cifs.size).toBe(6);
    expect([...cifs].every(isValidCif)).toBe(true);
    expect(linked.map((c) => c.name)).toContain("Comunidad de Propietarios Calle Mayor 12");
  });

  it("registers a second administrator without a password, linked to the last 5 of those contracts (4 electricity, 1 gas)", async () => {
    const [pending] = await rows<Record<string, string | null>>(sql`select * from users where email = ${PENDING_ADMIN.email}`);
    expect(pending).toMatchObject({ role: "admin", username: PENDING_ADMIN.username, password_hash: "", validated_at: null, phone: null });
    const linked = await rows<{ cod_abonado: string }>(sql`
      select c.cod_abonado from admin_contracts a join contracts c on c.id = a.contract_id
      join users u on u.id = a.admin_user_id where u.email = ${PENDING_ADMIN.email} order by 1`);
    expect(linked.map((c) => c.cod_abonado)).toEqual(["400036", "400037", "400038", "400039", "400040"]);
  });

  it("leaves the signup holder without a user", async () => {
    const [holder] = await rows<Record<string, string | null>>(sql`select * from holders where tax_id = ${SIGNUP_HOLDER.nif}`);
    expect(holder).toMatchObject({ phone: "600111222", email: null });
    expect((await contractsOf(SIGNUP_HOLDER.nif)).map((c) => c.line)).toEqual(["Electricidad", "Electricidad"]);
    expect(await rows(sql`select 1 from users where tax_id = ${SIGNUP_HOLDER.nif}`)).toHaveLength(0);
  });

  it("seeds issue categories with 2-4 subcategories and demo's 2 open and 1 closed requests", async () => {
    const categories = await rows<{ id: string; display_name: string; n: number }>(sql`
      select c.id, c.display_name, count(s.name)::int as n from issue_categories c join issue_subcategories s on s.category_id = c.id group by 1, 2 order by 1`);
    expect(categories.map((c) => [c.id, c.display_name])).toEqual([
      ["AVE", "Averías"],
      ["CON", "Contratación"],
      ["FAC", "Facturación"],
      ["LEC", "Lecturas"],
      ["OTR", "Otros"],
    ]);
    expect(categories.every((c) => c.n >= 2 && c.n <= 4)).toBe(true);
    const list = await rows<{ status: string; holder_tax_id: string; cups_ok: boolean }>(sql`
      select i.status, c.holder_tax_id, c.cups = i.cups as cups_ok from issues i join users u on u.id = i.user_id
      join contracts c on c.cod_abonado = i.contract_code where u.username = 'demo'`);
    expect(list.map((i) => i.status).sort()).toEqual(["Abierta", "Abierta", "Cerrada"]);
    expect(list.every((i) => i.holder_tax_id === DEMO_CUSTOMER.nif && i.cups_ok)).toBe(true);
  });

  it("writes days × 24 hourly readings per electricity contract, surplus only at midday on solar ones", async () => {
    const counts = await rows<{ cod_abonado: string; n: number; surplus: number }>(sql`
      select c.cod_abonado, count(r.at)::int as n, count(*) filter (where r.surplus_kwh > 0)::int as surplus
      from contracts c left join hourly_readings r on r.contract_id = c.id where c.holder_tax_id in (${DEMO_CUSTOMER.nif}, ${DEMO2_CUSTOMER.nif}, ${SIGNUP_HOLDER.nif})
      group by 1 order by 1`);
    const n = Object.fromEntries(counts.map((c) => [c.cod_abonado, c.n]));
    expect(n[DEMO_CUSTOMER.firstElectricity]).toBe(DAYS * 24);
    expect(n["200001"]).toBe(DAYS * 24);
    expect(n[DEMO_CUSTOMER.firstGas]).toBe(0);
    const solar = counts.filter((c) => c.surplus > 0).map((c) => c.cod_abonado);
    expect(solar.every((code) => (DEMO_CUSTOMER.solar as readonly string[]).includes(code))).toBe(true);
    const hours = await rows<{ h: number }>(
      sql`select distinct extract(hour from at at time zone 'Europe/Madrid')::int as h from hourly_readings where surplus_kwh > 0`,
    );
    expect(hours.every((r) => r.h >= 9 && r.h <= 17)).toBe(true);
    const [range] = await rows<{ first: string; last: string }>(sql`select min(at) as first, max(at) as last from hourly_readings`);
    expect(new Date(range?.first as string).toISOString()).toBe("2026-03-12T00:00:00.000Z");
    expect(new Date(range?.last as string).toISOString()).toBe("2026-03-14T23:00:00.000Z");
  });
});
