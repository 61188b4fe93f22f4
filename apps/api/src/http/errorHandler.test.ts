import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { HttpError, SERVICE_UNAVAILABLE } from "../errors/httpError";
import { installErrorHandler, RETRY_AFTER_SECONDS } from "./errorHandler";

const terminated = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

async function appThrowing(error: unknown) {
  const app = Fastify();
  installErrorHandler(app);
  app.get("/", async () => {
    throw error;
  });
  return app;
}

describe("the error handler", () => {
  it.each([
    ["a connection ended by the server, as drizzle wraps it", new DrizzleQueryError("select 1", [], terminated)],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a pool that found no connection in time", new Error("timeout exceeded when trying to connect")],
  ])("answers %s with 503, Retry-After and the { code, mensaje } body", async (_name, error) => {
    const app = await appThrowing(error);
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ code: 503, mensaje: SERVICE_UNAVAILABLE });
    await app.close();
  });

  it("keeps a bug a 500, and an HttpError its own status", async () => {
    const bug = await appThrowing(new DrizzleQueryError("selec 1", [], Object.assign(new Error("syntax error"), { code: "42601" })));
    const response = await bug.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
    expect(response.json()).toEqual({ code: 500, mensaje: "Error interno del servidor." });
    await bug.close();

    const known = await appThrowing(new HttpError(404, 404, "No se ha encontrado el contrato."));
    expect((await known.inject({ method: "GET", url: "/" })).json()).toEqual({ code: 404, mensaje: "No se ha encontrado el contrato." });
    await known.close();
  });
});
