import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./db/client";
import { openTestDatabase } from "./db/database.testing";
import { queryRows } from "./db/queryRows";

/*
 * The real server process (main.ts in demo mode, on an in-memory PGlite, or on a database of
 * its own on the PostgreSQL server when DATABASE_URL is set) on SIGTERM: a login
 * whose request is in flight still gets its 200 (and its session row, written after the signal:
 * the database closes last), new connections are refused meanwhile, and the process exits 0.
 *
 * The request is kept in flight by its client, not by a hook in the server: it sends the
 * headers and half the body, waits for the server's request log (LOG=1) to show the request
 * has arrived, and sends the rest only after the signal.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const PORT = 8213;
const base = `http://127.0.0.1:${PORT}`;
const LOGIN = JSON.stringify({ username: "demo", password: "Demo2026!", isAdministradorFinca: false });

let server: ChildProcess | undefined;
let output = "";
let database: DatabaseHandle | undefined;
let databaseEnv: Record<string, string> = { PGLITE_DIR: "memory://" };

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  database = await openTestDatabase();
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${row!.name}`;
  databaseEnv = { DATABASE_URL: url.toString() };
}, 60_000);

afterEach(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
});
afterAll(() => database?.close());

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}; server output:\n${output}`);
}

const healthy = () =>
  fetch(`${base}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

const refused = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

it("on SIGTERM finishes the request in flight with 200, refuses new connections and exits 0", async () => {
  server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    // Only what the server needs: the test run's own DATABASE_URL must not reach it.
    env: {
      PATH: process.env.PATH,
      OV_DEMO: "1",
      ...databaseEnv,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(server, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  // Seconds when idle (transpiling, migrating and seeding PGlite); far more on a busy machine.
  await until(healthy, 80_000, "/healthz");

  const body = Buffer.from(LOGIN);
  const login = request(`${base}/ov/user/api/privateToken`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(body.length) },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    login.once("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    login.once("error", reject);
  });
  login.write(body.subarray(0, 10));
  await until(() => /"url":"\/ov\/user\/api\/privateToken".*"msg":"incoming request"/.test(output), 10_000, "the login request to arrive");

  server.kill("SIGTERM");
  await until(refused, 5_000, "new connections to be refused");
  expect(server.exitCode).toBeNull();

  login.end(body.subarray(10));
  const { status, text } = await answered;
  expect(status).toBe(200);
  expect(JSON.parse(text)).toMatchObject({ access_token: expect.any(String) });

  const [code, signal] = await exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(output).toContain("Servidor cerrado.");
}, 120_000);
