import { type Line, lineSchema, lineSlugSchema, parseLine } from "./lines";

describe("lineSchema", () => {
  it.each([
    ["Electricidad", "Electricidad"],
    ["electricidad", "Electricidad"],
    ["ELECTRICIDAD", "Electricidad"],
    ["eLeCtRiCiDaD", "Electricidad"],
    ["Gas", "Gas"],
    ["gas", "Gas"],
    ["GAS", "Gas"],
    [" gas ", "Gas"],
  ])("reads %j as %j", (input, expected) => {
    const out: Line = lineSchema.parse(input);
    expect(out).toBe(expected);
    expect(lineSchema.parse(out)).toBe(expected);
  });

  it.each(["", "Luz", "Electricity", "agua", "Todo", "All"])("rejects %j", (input) => {
    expect(lineSchema.safeParse(input).success).toBe(false);
  });

  it("rejects non-strings and long strings", () => {
    expect(lineSchema.safeParse(1).success).toBe(false);
    expect(lineSchema.safeParse("gas".padEnd(10_000, " ")).success).toBe(false);
  });

  it("has a lower-case twin for the calls that want one", () => {
    expect(lineSlugSchema.parse("Electricidad")).toBe("electricidad");
    expect(lineSlugSchema.parse("GAS")).toBe("gas");
    expect(lineSlugSchema.parse(lineSlugSchema.parse("Gas"))).toBe("gas");
  });

  it("parseLine gives undefined for other words", () => {
    expect(parseLine("GAS")).toBe("Gas");
    expect(parseLine("todo")).toBeUndefined();
  });
});
