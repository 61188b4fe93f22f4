import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { connectRedis } from "./auth/redisAttemptStore";
import { loadConfig, type ServerConfig } from "./config";
import { type Database, type DatabaseHandle, openDatabaseWaiting } from "./db/client";
import { describeConnectionError, isConnectionLoss } from "./db/connectionLoss";
import { ensureReadingPartitions, maintainReadingPartitions } from "./db/partitions";
import type { Lifecycle } from "./http/probes";
import { ConfigError } from "./runMode";
import { demoAccountsText } from "./seed/accounts";
import { seedDemo } from "./seed/demo";
import { exitGracefullyOnSignals } from "./shutdown";

const config = configOrExit();
// Demo mode seeds the demo data on first start; OV_SEED=0 leaves the database as it is.
const seed = config.demo && config.seedDemo;

// Open, migrate and seed before listening: /healthz answers only once the database is ready.
// Replicas started together take turns (db/startupLock.ts): the second finds the work done.
const database = await openDatabaseOrExit(async (db) => {
  if (seed) await seedAndReport(db);
  // The coming months' partitions of hourly_readings (after the seed: its past months too).
  await ensureReadingPartitions(db);
});
const stopPartitionUpkeep = maintainReadingPartitions(database.db);
// /readyz turns 503 at the signal, before the server stops listening (shutdown.ts).
const lifecycle: Lifecycle = { draining: false };
const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
const app = await buildApp({
  deps: { db: database.db, config, now: () => new Date() },
  staticDir: existsSync(config.staticDir) ? config.staticDir : undefined,
  logger: config.log,
  lifecycle,
  redis,
  poolStats: () => database.pool,
  processMetrics: true,
});
// Runs after the server has closed and its requests have finished (shutdown.ts).
app.addHook("onClose", async () => {
  stopPartitionUpkeep();
  redis?.disconnect();
  await database.close();
});
exitGracefullyOnSignals(app, {
  graceMs: config.shutdownGraceMs,
  drainMs: config.shutdownDrainMs,
  onDrain: () => {
    lifecycle.draining = true;
  },
});
await app.listen({ port: config.port, host: config.host });
console.log(`\nOficina Virtual en http://localhost:${config.port} (base de datos: ${database.kind})\n`);
if (seed) console.log(`${demoAccountsText()}\n`);

/** The settings, or exit 1 with the one line that names what is missing (no stack trace:
 * an operator reads it in a deploy log). */
function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`No se puede arrancar: ${error.message}`);
    process.exit(1);
  }
}

/** The database, once it answers (a PostgreSQL server still starting is waited for, 30 s); or
 * exit 1 with one line if it never does. */
async function openDatabaseOrExit(prepare?: (db: Database) => Promise<void>): Promise<DatabaseHandle> {
  try {
    return await openDatabaseWaiting({ url: config.databaseUrl, dataDir: config.pgliteDir, poolSize: config.pgPoolSize, prepare });
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    console.error(`No se puede arrancar: la base de datos no responde (${describeConnectionError(error)}).`);
    process.exit(1);
  }
}

async function seedAndReport(db: Database): Promise<void> {
  console.log("Comprobando los datos de demostración…");
  const summary = await seedDemo(db, { today: config.seedToday });
  if (summary.seeded) {
    console.log(
      `Datos de demostración sembrados en ${(summary.ms / 1000).toFixed(1)} s: ${summary.contracts} contratos, ` +
        `${summary.invoices} facturas, ${summary.hourlyReadings} lecturas horarias (relativos al ${summary.today}).`,
    );
  }
}
