import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app";
import { hashPassword, NO_PASSWORD } from "../../auth/passwords";
import { loadConfig, type ServerConfig } from "../../config";
import {
  accountRowCounts,
  insertHolderWithContracts,
  insertUserRow,
  linkAdminContracts,
  type UserInsert,
  userPasswordStates,
} from "../../db/accounts/accounts.testing";
import type { Database, DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../db/database.testing";

/*
 * A small world for the account tests, independent of the demo seed:
 * - holder 12345678Z (phone 600000000, e-mail demo@example.com) with 2 contracts, customer `demo`;
 * - holder 87654321X (phone 600000002) with 1 contract, customer `demo2`;
 * - holder 00000000T (phone 600111222) with 2 contracts and no user (signup);
 * - holder 11111111H with no phone on file and 1 contract (cannot self-register);
 * - administrator fincas@example.com with 2 linked contracts;
 * - administrator nueva@example.com, registered by the retailer without a password, with
 *   1 linked contract (administrator signup);
 * - customer `pending`, never validated.
 * Every password is Demo2026!.
 */

export const PASSWORD = "Demo2026!";
export const PUBLIC_URL = "https://ov.test";

export interface TestWorld {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** The app's clock: set `clock.now` to move time. */
  clock: { now: Date };
  close(): Promise<void>;
}

export async function createTestWorld(env: NodeJS.ProcessEnv = {}): Promise<TestWorld> {
  const handle: DatabaseHandle = await openTestDatabase();
  const config = loadConfig({ OV_DEMO: "1", PUBLIC_URL: PUBLIC_URL, ...env });
  const clock = { now: new Date() };
  const app = await buildApp({ deps: { db: handle.db, config, now: () => clock.now } });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    clock,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

let contractNumber = 900000;

async function holderWithContracts(
  db: Database,
  taxId: string,
  phone: string | null,
  lines: Array<"Electricidad" | "Gas">,
  email: string | null = null,
) {
  const rows = lines.map((line) => {
    contractNumber += 1;
    return {
      codAbonado: String(contractNumber),
      codigoContratoSicom: `C${contractNumber}`,
      holderTaxId: taxId,
      line,
      cups: `ES00210000000${contractNumber}XX`,
      calle: "Calle Mayor",
      codPostal: "28020",
      ciudad: "Madrid",
      provincia: "Madrid",
      fechaAlta: "2024-01-01",
      estado: "Contrato",
      tarifa: line === "Gas" ? "RL.1" : "2.0TD",
      accessFee: line === "Gas" ? "RL.1" : "2.0TD",
    };
  });
  return insertHolderWithContracts(db, { taxId, name: `Titular ${taxId}`, phone, email }, rows);
}

export async function insertUser(db: Database, user: Omit<UserInsert, "passwordHash"> & { password?: string | null }) {
  const { password = PASSWORD, ...rest } = user;
  const passwordHash = password === null ? NO_PASSWORD : await hashPassword(password);
  return insertUserRow(db, { ...rest, passwordHash });
}

export async function seedAccountFixtures(db: Database): Promise<void> {
  const validatedAt = new Date("2025-01-01T00:00:00Z");
  await holderWithContracts(db, "12345678Z", "600000000", ["Electricidad", "Gas"], "demo@example.com");
  await holderWithContracts(db, "87654321X", "600000002", ["Electricidad"]);
  await holderWithContracts(db, "00000000T", "600111222", ["Electricidad", "Electricidad"]);
  await holderWithContracts(db, "11111111H", null, ["Electricidad"]);
  const adminContracts = await holderWithContracts(db, "H12345678", "910000000", ["Electricidad", "Gas", "Electricidad"]);
  const customer = { role: "customer" as const, firstName: "Lucía", lastName: "García Pérez", validatedAt };
  await insertUser(db, { ...customer, username: "demo", email: "demo@example.com", taxId: "12345678Z", phone: "600000000" });
  await insertUser(db, { ...customer, username: "demo2", email: "demo2@example.com", taxId: "87654321X", phone: "600000002" });
  await insertUser(db, {
    ...customer,
    username: "pending",
    email: "pending@example.com",
    taxId: "87654321X",
    phone: "600000002",
    validatedAt: null,
  });
  const admin = await insertUser(db, {
    role: "admin",
    username: "fincas-examplecom",
    email: "fincas@example.com",
    phone: "0",
    firstName: "Fincas Luna",
    validatedAt,
  });
  const pendingAdmin = await insertUser(db, {
    role: "admin",
    username: "nueva-examplecom",
    email: "nueva@example.com",
    password: null,
  });
  await linkAdminContracts(db, [
    { adminUserId: admin.id, contractId: adminContracts[0]!.id },
    { adminUserId: admin.id, contractId: adminContracts[1]!.id },
    { adminUserId: pendingAdmin.id, contractId: adminContracts[2]!.id },
  ]);
}

/** Row counts of the tables the account calls write; password hashes and validation dates:
 * what a refused request must leave untouched. */
export { accountRowCounts as rowCounts, userPasswordStates as userState };

/** A test file's world with the account fixtures: opened before its tests, closed after,
 * its clock set back to now before each test (a test may move it). */
export function useSeededWorld(assign: (world: TestWorld) => void): void {
  let world: TestWorld;
  beforeAll(async () => {
    world = await createTestWorld();
    await seedAccountFixtures(world.db);
    assign(world);
  }, 60_000);
  afterAll(() => world.close(), 60_000);
  beforeEach(() => {
    world.clock.now = new Date();
  });
}
