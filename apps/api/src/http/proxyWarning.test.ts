import Fastify from "fastify";
import { parseTrustProxy } from "../auth/throttleConfig";
import { installProxyWarning, PROXY_WARNING } from "./proxyWarning";

async function serverWith(config: { demo: boolean; trustProxy: false | number | string[] }) {
  const warnings: string[] = [];
  const app = Fastify();
  installProxyWarning(app, config, (line) => warnings.push(line));
  app.get("/", async () => "ok");
  await app.ready();
  const get = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: "/", headers });
  return { app, warnings, get };
}

describe("the X-Forwarded-For warning", () => {
  it("in production without TRUST_PROXY: once, at the first request that carries X-Forwarded-For", async () => {
    const { app, warnings, get } = await serverWith({ demo: false, trustProxy: parseTrustProxy(undefined) });
    await get();
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i++) expect((await get({ "x-forwarded-for": `198.51.100.${i}` })).statusCode).toBe(200);
    expect(warnings).toEqual([PROXY_WARNING]);
    await app.close();
  });

  it("says nothing with TRUST_PROXY set, nor in demo mode", async () => {
    for (const config of [
      { demo: false, trustProxy: parseTrustProxy("loopback") },
      { demo: false, trustProxy: parseTrustProxy("1") },
      { demo: true, trustProxy: parseTrustProxy(undefined) },
    ]) {
      const { app, warnings, get } = await serverWith(config);
      await get({ "x-forwarded-for": "198.51.100.1" });
      expect(warnings, JSON.stringify(config)).toEqual([]);
      await app.close();
    }
  });
});
