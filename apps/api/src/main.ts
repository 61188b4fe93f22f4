import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "0.0.0.0";
const staticDir = process.env.STATIC_DIR ?? fileURLToPath(new URL("../../host/dist", import.meta.url));

const app = await buildApp({
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  logger: process.env.LOG === "1",
});
await app.listen({ port, host });
console.log(`\nOficina Virtual en http://localhost:${port}\n`);
