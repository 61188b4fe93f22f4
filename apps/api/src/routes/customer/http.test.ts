import { containsPattern, contentDisposition } from "./http";

describe("contentDisposition", () => {
  it("sends plain names as they are", () => {
    expect(contentDisposition("Contrato-100001.pdf")).toBe('attachment; filename="Contrato-100001.pdf"');
  });

  it("adds the UTF-8 form for spaces and accents, with an ASCII fallback", () => {
    expect(contentDisposition("consumos electricidad.xlsx")).toBe(
      "attachment; filename=\"consumos electricidad.xlsx\"; filename*=UTF-8''consumos%20electricidad.xlsx",
    );
    expect(contentDisposition('Año "2025".pdf')).toBe("attachment; filename=\"Ano _2025_.pdf\"; filename*=UTF-8''A%C3%B1o%20%222025%22.pdf");
  });
});

describe("containsPattern", () => {
  it("takes LIKE wildcards and backslashes literally", () => {
    expect(containsPattern("ES00")).toBe("%ES00%");
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
