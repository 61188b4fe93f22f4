import { appendQuery, buildQueryString, fileNameFromContentDisposition, joinUrl } from "./requestBuilding";

describe("buildQueryString", () => {
  it("omits undefined, null and empty values and repeats array keys", () => {
    expect(buildQueryString({ a: "", b: undefined, c: null, d: 0, e: false, f: ["x", "y"], g: "á b" })).toBe(
      "?d=0&e=false&f=x&f=y&g=%C3%A1+b",
    );
  });

  it("returns an empty string when nothing is left", () => {
    expect(buildQueryString({ a: undefined })).toBe("");
    expect(buildQueryString(undefined)).toBe("");
  });
});

describe("joinUrl and appendQuery", () => {
  it("joins with exactly one slash, also for same-origin bases", () => {
    expect(joinUrl("https://h.test/api/", "/ov/x")).toBe("https://h.test/api/ov/x");
    expect(joinUrl("", "ov/x")).toBe("/ov/x");
  });

  it("appends to a path that already has a query", () => {
    expect(appendQuery("/token?grant_type=client_credentials", "?a=1")).toBe("/token?grant_type=client_credentials&a=1");
  });
});

describe("fileNameFromContentDisposition", () => {
  it.each([
    ['attachment; filename="facturas Gas.rar"', "facturas Gas.rar"],
    ["attachment; filename=Contrato-123.pdf", "Contrato-123.pdf"],
    ["attachment; filename*=UTF-8''consumos%20Electricidad.xlsx", "consumos Electricidad.xlsx"],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ['attachment; filename="a\\"b.pdf"', 'a"b.pdf'],
    ["inline", undefined],
    [null, undefined],
  ])("%s → %s", (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
