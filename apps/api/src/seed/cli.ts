/**
 * `npm run seed [-- options]` (from the root or apps/api): seeds the demo data if it is
 * missing, then adds load-test customers.
 *
 *   --scale N              add N customers like demo (load1…, password Demo2026!, 15 contracts,
 *                          26 months of invoices each); repeated runs continue the numbering
 *   --load-measures-days D hourly readings for the load customers' electricity contracts (default 0)
 *   --measures-days D      hourly readings per demo electricity contract when seeding demo (default 400)
 *   --today YYYY-MM-DD     pin the date the data is relative to (default: today)
 *
 * DATABASE_URL=postgres://… seeds that server; otherwise the embedded PGlite in .data/pg
 * (PGLITE_DIR overrides), which only one process can open: stop the server first.
 */
import { parseArgs } from "node:util";
import { loadDatabaseConfig } from "../config";
import { openDatabase } from "../db/client";
import { demoAccountsText } from "./accounts";
import { seedDemo } from "./demo";
import { seedScale } from "./scale";

export interface CliOptions {
  scale: number;
  loadMeasuresDays: number;
  measuresDays?: number;
  today?: Date;
}

export function parseCliArgs(args: string[]): CliOptions {
  const { values } = parseArgs({
    args,
    options: {
      scale: { type: "string", default: "0" },
      "load-measures-days": { type: "string", default: "0" },
      "measures-days": { type: "string" },
      today: { type: "string" },
    },
    strict: true,
  });
  const count = (name: string, text: string | undefined): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} espera un entero ≥ 0, no '${text}'`);
    return n;
  };
  if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today))
    throw new Error(`--today espera YYYY-MM-DD, no '${values.today}'`);
  return {
    scale: count("scale", values.scale),
    loadMeasuresDays: count("load-measures-days", values["load-measures-days"]),
    measuresDays: values["measures-days"] === undefined ? undefined : count("measures-days", values["measures-days"]),
    // Noon UTC is the same calendar day in Madrid.
    today: values.today ? new Date(`${values.today}T12:00:00Z`) : undefined,
  };
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  const settings = loadDatabaseConfig();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.pgliteDir, poolSize: settings.pgPoolSize });
  try {
    const demo = await seedDemo(database.db, { today: options.today, measuresDays: options.measuresDays });
    if (demo.seeded) {
      console.log(
        `Datos de demostración sembrados en ${(demo.ms / 1000).toFixed(1)} s (${database.kind}): ` +
          `${demo.contracts} contratos, ${demo.invoices} facturas, ${demo.hourlyReadings} lecturas horarias.`,
      );
      console.log(demoAccountsText());
    } else {
      console.log(`Los datos de demostración ya existen (${database.kind}).`);
    }
    if (options.scale > 0) {
      const load = await seedScale(database.db, { scale: options.scale, today: options.today, measuresDays: options.loadMeasuresDays });
      console.log(
        `Carga: ${load.customers} clientes load${load.first}…load${load.last} (contraseña Demo2026!), ` +
          `${load.contracts} contratos, ${load.invoices} facturas, ${load.hourlyReadings} lecturas horarias en ${(load.ms / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

// Run only as the entry point (tests import parseCliArgs).
if (process.argv[1] && /seed[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
