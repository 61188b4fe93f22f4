import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { ConfigError, DEMO_CLIENT_SECRET, DEMO_JWT_SECRET, embedOriginsFrom } from "./runMode";

const SECRET = "k".repeat(32);
const production = { JWT_SECRET: SECRET, OV_CLIENT_SECRET: "a-real-client-secret" };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("loadConfig accepted it");
}

describe("demo mode", () => {
  it("is on only with OV_DEMO=1, with the published secrets", () => {
    const demo = loadConfig({ OV_DEMO: "1" });
    expect(demo).toMatchObject({ demo: true, jwtSecret: DEMO_JWT_SECRET, clientSecret: DEMO_CLIENT_SECRET });
    for (const OV_DEMO of [undefined, "", "0"]) expect(loadConfig({ ...production, OV_DEMO }).demo).toBe(false);
    expect(refusal({ ...production, OV_DEMO: "true" })).toContain("OV_DEMO");
  });

  it("still takes the secrets of the environment", () => {
    expect(loadConfig({ OV_DEMO: "1", ...production })).toMatchObject({ jwtSecret: SECRET, clientSecret: "a-real-client-secret" });
  });
});

describe("production (OV_DEMO unset or 0)", () => {
  it("needs JWT_SECRET of at least 32 bytes and OV_CLIENT_SECRET, and names what is missing", () => {
    expect(loadConfig(production)).toMatchObject({ demo: false, jwtSecret: SECRET, clientSecret: "a-real-client-secret" });
    expect(refusal({})).toContain("JWT_SECRET");
    expect(refusal({ OV_DEMO: "0", OV_CLIENT_SECRET: "x" })).toContain("JWT_SECRET");
    expect(refusal({ ...production, JWT_SECRET: "k".repeat(31) })).toContain("JWT_SECRET debe tener al menos 32 bytes");
    expect(refusal({ JWT_SECRET: SECRET })).toContain("OV_CLIENT_SECRET");
  });

  it("refuses the published demo values", () => {
    expect(refusal({ ...production, JWT_SECRET: DEMO_JWT_SECRET })).toContain("JWT_SECRET");
    expect(refusal({ ...production, OV_CLIENT_SECRET: DEMO_CLIENT_SECRET })).toContain("OV_CLIENT_SECRET");
  });

  it("the server exits non-zero before opening anything, naming the variable", () => {
    const root = fileURLToPath(new URL("../../..", import.meta.url));
    // The environment of a first deploy: nothing set (each variable's case is tested above).
    const server = spawnSync(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: "memory://" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(server.status).toBe(1);
    expect(server.stderr).toContain("JWT_SECRET");
    expect(server.stderr).not.toMatch(/\n\s+at /); // one line, no stack trace
  }, 90_000);
});

describe("EMBED_ORIGINS", () => {
  it("reads a comma-separated list of origins", () => {
    expect(embedOriginsFrom(undefined)).toEqual([]);
    expect(embedOriginsFrom(" https://www.example.es, http://127.0.0.1:8122/ ,")).toEqual([
      "https://www.example.es",
      "http://127.0.0.1:8122",
    ]);
  });

  it("refuses a wildcard, null, paths and what is not an origin", () => {
    for (const value of ["*", "null", "https://www.example.es/cms", "www.example.es", "ftp://example.es", "https://a:b@example.es"]) {
      expect(() => embedOriginsFrom(value)).toThrow(ConfigError);
    }
  });
});
