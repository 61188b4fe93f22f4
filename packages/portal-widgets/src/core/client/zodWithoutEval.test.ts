import { configureZodWithoutEval } from "./zodWithoutEval";

// Before zod is imported, as in the embed and the host app: zod must read the flag.
configureZodWithoutEval();

describe("configureZodWithoutEval", () => {
  it("makes zod jitless without importing it", async () => {
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    // An object schema still parses (without compiling a parser).
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
