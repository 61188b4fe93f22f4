import { buildApp } from "./app";

describe("reference API", () => {
  it("answers the connection check", async () => {
    const app = await buildApp();
    const response = await app.inject({ method: "GET", url: "/ov/user/api/checkConnection" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    await app.close();
  });

  it("answers unknown API paths with 404 and a code", async () => {
    const app = await buildApp();
    const response = await app.inject({ method: "GET", url: "/ov/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
    await app.close();
  });
});
