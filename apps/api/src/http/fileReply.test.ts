import { contentDisposition } from "./fileReply";

describe("contentDisposition", () => {
  it("sends plain names as they are", () => {
    expect(contentDisposition("Contrato-100001.pdf")).toBe('attachment; filename="Contrato-100001.pdf"');
    expect(contentDisposition("Factura-FE26000123.pdf")).toBe('attachment; filename="Factura-FE26000123.pdf"');
  });

  it("adds the UTF-8 form for spaces and accents, with an ASCII fallback", () => {
    expect(contentDisposition("facturas Gas.rar")).toBe(`attachment; filename="facturas Gas.rar"; filename*=UTF-8''facturas%20Gas.rar`);
    expect(contentDisposition("consumos Electricidad.xlsx")).toBe(
      "attachment; filename=\"consumos Electricidad.xlsx\"; filename*=UTF-8''consumos%20Electricidad.xlsx",
    );
    expect(contentDisposition('Año "2025".pdf')).toBe(
      "attachment; filename=\"Ano _2025_.pdf\"; filename*=UTF-8''A%C3%B1o%20%222025%22.pdf",
    );
    expect(contentDisposition('Factura-Ñ"1.pdf')).toBe(`attachment; filename="Factura-N_1.pdf"; filename*=UTF-8''Factura-%C3%91%221.pdf`);
  });
});
