import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";

const config = loadConfig();
const host = process.env.HOST ?? "0.0.0.0";
const staticDir = process.env.STATIC_DIR ?? fileURLToPath(new URL("../../host/dist", import.meta.url));

const database = await openDatabase({ url: config.databaseUrl });
const app = await buildApp({
  deps: { db: database.db, config, now: () => new Date() },
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  logger: process.env.LOG === "1",
});
app.addHook("onClose", () => database.close());
await app.listen({ port: config.port, host });
console.log(`\nOficina Virtual en http://localhost:${config.port} (base de datos: ${database.kind})\n`);
