import { lineName } from "./lineName";

const catalan = { electricidad: "Electricitat", gas: "Gas natural" };

describe("lineName", () => {
  it("names the line as the catalogue does, whatever the server's letter case", () => {
    expect(lineName(catalan, "Electricidad")).toBe("Electricitat");
    expect(lineName(catalan, "ELECTRICIDAD")).toBe("Electricitat");
    expect(lineName(catalan, " gas ")).toBe("Gas natural");
  });

  it("shows a line the catalogue does not know as it came", () => {
    expect(lineName(catalan, "Agua")).toBe("Agua");
    expect(lineName(catalan, null)).toBe("");
  });
});
