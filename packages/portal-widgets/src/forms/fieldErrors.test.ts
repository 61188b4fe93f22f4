import { z } from "zod";
import { fieldErrors } from "./fieldErrors";

describe("fieldErrors", () => {
  it("keeps the first message per field", () => {
    const schema = z.object({ a: z.string().min(2, "corto").regex(/x/, "sin x"), b: z.string() });
    expect(fieldErrors(schema.safeParse({ a: "y", b: "ok" }))).toEqual({ a: "corto" });
  });

  it("joins nested paths and files root issues under _form", () => {
    const schema = z
      .object({ items: z.array(z.object({ name: z.string({ error: "nombre" }) })) })
      .refine(() => false, { message: "formulario" });
    expect(fieldErrors(schema.safeParse({ items: [{}] }))).toEqual({ "items.0.name": "nombre" });
    expect(fieldErrors(schema.safeParse({ items: [] }))).toEqual({ _form: "formulario" });
  });

  it("gives {} on success", () => {
    expect(fieldErrors(z.string().safeParse("x"))).toEqual({});
  });

  it("handles a field named like an Object property", () => {
    const schema = z.object({ constructor: z.string({ error: "falta" }) });
    expect(fieldErrors(schema.safeParse({}))).toEqual({ constructor: "falta" });
  });
});
