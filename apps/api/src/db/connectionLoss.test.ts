import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import { isConnectionLoss } from "./connectionLoss";

/** An error as node-postgres builds it: a message and, from the server, a SQLSTATE. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe("isConnectionLoss", () => {
  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection because of crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["57P03", "the database system is shutting down"],
    ["53300", "sorry, too many clients already"],
    ["08006", "connection failure"],
    ["08003", "connection does not exist"],
    ["08001", "could not connect to server"],
    ["08P01", "protocol violation"],
  ])("counts SQLSTATE %s (%s) as the database being unavailable", (code, message) => {
    expect(isConnectionLoss(pgError(message, code))).toBe(true);
  });

  it.each(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"])(
    "counts the socket error %s",
    (code) => {
      expect(isConnectionLoss(pgError(`connect ${code} 127.0.0.1:5432`, code))).toBe(true);
    },
  );

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error and is not queryable",
    "Client was closed and is not queryable",
    "Cannot use a pool after calling end on the pool",
  ])("counts node-postgres's '%s'", (message) => {
    expect(isConnectionLoss(pgError(message))).toBe(true);
  });

  it("counts a database that refuses connections (ALLOW_CONNECTIONS false), but not every 55000", () => {
    expect(isConnectionLoss(pgError('database "ov_x" is not currently accepting connections', "55000"))).toBe(true);
    expect(isConnectionLoss(pgError('could not obtain lock on row in relation "issues"', "55P03"))).toBe(false);
    expect(isConnectionLoss(pgError("cannot ALTER TABLE because it is being used", "55006"))).toBe(false);
  });

  it("looks through drizzle's wrapper and through an AggregateError (dual-stack connect)", () => {
    const terminated = pgError("terminating connection due to administrator command", "57P01");
    expect(isConnectionLoss(new DrizzleQueryError("select 1", [], terminated))).toBe(true);
    const refused = new AggregateError([pgError("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "");
    expect(isConnectionLoss(refused)).toBe(true);
    expect(isConnectionLoss(new DrizzleQueryError("select 1", [], refused))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError('duplicate key value violates unique constraint "users_username_key"', "23505")],
    ["a missing table", pgError('relation "nope" does not exist', "42P01")],
    ["a syntax error", pgError('syntax error at or near "selec"', "42601")],
    ["a wrong password (a configuration error, not an outage)", pgError('password authentication failed for user "ov"', "28P01")],
    ["a missing database", pgError('database "nope" does not exist', "3D000")],
    ["a statement timeout", pgError("canceling statement due to statement timeout", "57014")],
    ["a plain bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["drizzle's wrapper of a bad query", new DrizzleQueryError("selec 1", [], pgError("syntax error", "42601"))],
  ])("does not count %s", (_name, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });

  it("is safe on anything thrown, and on a cause that points to itself", () => {
    for (const thrown of [null, undefined, "ECONNREFUSED", 42, {}]) expect(isConnectionLoss(thrown)).toBe(false);
    const looped = new Error("loop", { cause: undefined as unknown });
    (looped as { cause: unknown }).cause = { cause: looped };
    expect(isConnectionLoss(looped)).toBe(false);
  });

  it("recognises what node-postgres really throws for a closed port", async () => {
    // Port 1 (tcpmux) is privileged and unused: nothing of ours can be listening there.
    const client = new pg.Client({ host: "127.0.0.1", port: 1, user: "ov", database: "ov" });
    const error = await client.connect().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).not.toBeNull();
    expect(isConnectionLoss(error)).toBe(true);
  });
});
