import { availableParallelism } from "node:os";
import { defaultWorkerCount, loadConfig, loadDatabaseConfig } from "./config";
import { ConfigError } from "./runMode";

const demo = { OV_DEMO: "1" };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("loadConfig accepted it");
}

describe("loadConfig", () => {
  it("sizes the document pool from the cores (one left to the event loop) unless EXPORT_WORKERS says", () => {
    expect(loadConfig(demo)).toMatchObject({ exportWorkers: defaultWorkerCount(), exportsPerUser: 2, exportQueueLimit: 16 });
    expect(defaultWorkerCount()).toBe(Math.max(1, availableParallelism() - 1));
    expect(loadConfig({ ...demo, EXPORT_WORKERS: "3", EXPORTS_PER_USER: "1", EXPORT_QUEUE_LIMIT: "0" })).toMatchObject({
      exportWorkers: 3,
      exportsPerUser: 1,
      exportQueueLimit: 0,
    });
    expect(refusal({ ...demo, EXPORT_WORKERS: "0" })).toMatch(/^EXPORT_WORKERS="0" /);
    expect(refusal({ ...demo, EXPORTS_PER_USER: "dos" })).toMatch(/^EXPORTS_PER_USER="dos" /);
  });

  it("has a default for every setting in demo mode", () => {
    expect(loadConfig(demo)).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      seedDemo: true,
      log: false,
      pgPoolSize: 10,
      accessTokenMinutes: 15,
      refreshTokenDays: 30,
      clientId: "oficina-virtual",
      publicUrl: "http://localhost:8080",
      measureCacheMb: 64,
      embedOrigins: [],
      trustProxy: false,
    });
  });

  it("reads each variable", () => {
    const config = loadConfig({
      ...demo,
      PORT: "8201",
      HOST: "127.0.0.1",
      STATIC_DIR: "/srv/ov",
      OV_SEED: "0",
      LOG: "1",
      PG_POOL_SIZE: "25",
      DATABASE_URL: "postgres://ov:ov@db:5432/ov",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtp://mail:587",
      LOGIN_MAX_FAILURES: "7",
      MAIL_MAX_CALLS_PER_ADDRESS: "9",
      MEASURE_CACHE_MB: "0",
    });
    expect(config).toMatchObject({
      port: 8201,
      host: "127.0.0.1",
      staticDir: "/srv/ov",
      seedDemo: false,
      log: true,
      pgPoolSize: 25,
      databaseUrl: "postgres://ov:ov@db:5432/ov",
      redisUrl: "redis://cache:6379",
      smtpUrl: "smtp://mail:587",
      publicUrl: "http://localhost:8201",
      measureCacheMb: 0,
    });
    expect(config.throttle?.login.accountAddress).toBe(7);
    expect(config.throttle?.mail.callsPerAddress).toBe(9);
  });

  it("pins the demo data's day with OV_SEED_TODAY, at noon UTC so it is that day in Madrid too", () => {
    expect(loadConfig(demo).seedToday).toBeUndefined();
    expect(loadConfig({ ...demo, OV_SEED_TODAY: "2026-11-15" }).seedToday?.toISOString()).toBe("2026-11-15T12:00:00.000Z");
  });

  it("takes a blank value as unset", () => {
    expect(loadConfig({ ...demo, PORT: "", PG_POOL_SIZE: " ", LOG: "" })).toMatchObject({ port: 8080, pgPoolSize: 10, log: false });
  });

  it("refuses an unusable value with one Spanish line naming the variable and its value", () => {
    expect(refusal({ ...demo, PG_POOL_SIZE: "abc" })).toBe('PG_POOL_SIZE="abc" debe ser un número entero (1 o más).');
    expect(refusal({ ...demo, PG_POOL_SIZE: "0" })).toBe('PG_POOL_SIZE="0" debe ser 1 o más.');
    expect(refusal({ ...demo, PORT: "70000" })).toContain("PORT=");
    expect(refusal({ ...demo, LOG: "yes" })).toContain("LOG=");
    expect(refusal({ ...demo, OV_SEED: "no" })).toContain("OV_SEED=");
    expect(refusal({ ...demo, OV_SEED_TODAY: "15/11/2026" })).toBe('OV_SEED_TODAY="15/11/2026" no es una fecha AAAA-MM-DD.');
    expect(refusal({ ...demo, OV_SEED_TODAY: "2026-13-45" })).toBe('OV_SEED_TODAY="2026-13-45" no es una fecha válida.');
    expect(refusal({ ...demo, DATABASE_URL: "mysql://db" })).toContain("DATABASE_URL=");
    expect(refusal({ ...demo, REDIS_URL: "cache:6379" })).toContain("REDIS_URL=");
    expect(refusal({ ...demo, PUBLIC_URL: "oficina.example.es" })).toContain("PUBLIC_URL=");
    expect(refusal({ ...demo, LOGIN_MAX_FAILURES: "-1" })).toContain("LOGIN_MAX_FAILURES=");
    expect(refusal({ ...demo, MEASURE_CACHE_MB: "lots" })).toContain("MEASURE_CACHE_MB=");
  });

  it("has no payment page unless PAYMENT_URL_TEMPLATE names an https one with {factura}", () => {
    expect(loadConfig(demo).paymentUrlTemplate).toBeUndefined();
    const template = "https://pagos.example.es/pagar?factura={factura}&importe={importe}";
    expect(loadConfig({ ...demo, PAYMENT_URL_TEMPLATE: template }).paymentUrlTemplate).toBe(template);
    expect(refusal({ ...demo, PAYMENT_URL_TEMPLATE: "http://pagos.example.es/?f={factura}" })).toContain("no es una URL https válida");
    expect(refusal({ ...demo, PAYMENT_URL_TEMPLATE: "https://pagos.example.es/pagar" })).toContain("debe llevar {factura}");
    expect(refusal({ ...demo, PAYMENT_URL_TEMPLATE: "https://pagos.example.es/?f={factura}&t={tarjeta}" })).toContain(
      "solo admite {factura} e {importe}",
    );
    expect(refusal({ ...demo, PAYMENT_URL_TEMPLATE: "javascript:alert({factura})" })).toContain("PAYMENT_URL_TEMPLATE=");
  });
});

describe("loadDatabaseConfig", () => {
  it("needs no secrets (the seed command runs it in production too)", () => {
    expect(loadDatabaseConfig({ PGLITE_DIR: "memory://" })).toEqual({ databaseUrl: undefined, pgliteDir: "memory://", pgPoolSize: 10 });
    expect(() => loadDatabaseConfig({ PG_POOL_SIZE: "many" })).toThrow(/PG_POOL_SIZE/);
  });
});
