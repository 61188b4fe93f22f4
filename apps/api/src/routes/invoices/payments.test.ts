import { setPaymentState } from "../../db/invoices/invoices.testing";
import { call, type Fixture, openFixture } from "../customer/customer.testing";

/*
 * The fixture's day is 2026-03-15. Ana's 100001 has E251–E256 (42,00 € … 52,00 €, issued on
 * the 5th of each month of 2025): E256 is pending and due after today, E255 returned, E254
 * pending with no due date of its own (so due 20 days after issue, long past: 'Vencida').
 * Bob owes B251 (66,60 €).
 */
const TEMPLATE = "https://pagos.example.es/pagar?factura={factura}&importe={importe}";

async function markUnpaid(f: Fixture): Promise<void> {
  const mark = (numero: string, paymentState: "pendiente" | "devuelta", dueDate?: string) =>
    setPaymentState(f.db, numero, paymentState, dueDate);
  await mark("E256", "pendiente", "2026-03-25");
  await mark("E255", "devuelta");
  await mark("E254", "pendiente");
  await mark("B251", "pendiente");
}

const status = (f: Fixture, token: string, query = "") =>
  call(f.app, token, { method: "GET", url: `/ov/invoices/api/importe-pendiente${query}` });

describe("GET /ov/invoices/api/importe-pendiente", () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture();
    await markUnpaid(f);
  }, 60_000);
  afterAll(() => f.close());

  it("answers the caller's unpaid invoices, the earliest due first, and their exact sum in cents", async () => {
    const response = await status(f, f.tokens.ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.invoices.map((i: { numeroFactura: string; estado: string; fechaVencimiento: string }) => [
        i.numeroFactura,
        i.estado,
        i.fechaVencimiento,
      ]),
    ).toEqual([
      ["E254", "Vencida", "2025-04-25"],
      ["E255", "Devuelta", "2025-05-25"],
      ["E256", "Pendiente", "2026-03-25"],
    ]);
    expect(body.totalCents).toBe(4800 + 5000 + 5200);
    expect(body.invoices[2]).toMatchObject({ contractCode: "100001", amountCents: 5200, referencia: "E256", urlPago: null });
    expect(body.transfer).toEqual({
      iban: "ES9121000418450200051332",
      bank: "CaixaBank",
      holder: "Luz y Gas Ibérica Comercializadora, S.L.",
    });
    // Someone else's debt is not the caller's.
    expect(response.body).not.toContain("B251");
  });

  it("narrows to one of the caller's contracts; someone else's or an unknown one is 404", async () => {
    expect((await status(f, f.tokens.ana, "?contractCode=100002")).json()).toMatchObject({ totalCents: 0, invoices: [] });
    expect((await status(f, f.tokens.bob, "?contractCode=300001")).json()).toMatchObject({ totalCents: 6660 });
    for (const [token, code] of [
      [f.tokens.ana, "300001"],
      [f.tokens.bob, "100001"],
      [f.tokens.ana, "999999"],
      [f.tokens.fincas, "100001"],
    ] as const) {
      const response = await status(f, token, `?contractCode=${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual({ code: 404, mensaje: "No se ha encontrado el contrato." });
    }
  });

  it("refuses bad input with a 400, never a 500, and no token with a 401", async () => {
    for (const query of ["?contractCode=100%20001", "?contractCode=%3Cscript%3E", `?contractCode=${"1".repeat(41)}`]) {
      const response = await status(f, f.tokens.ana, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await call(f.app, "", { method: "GET", url: "/ov/invoices/api/importe-pendiente" })).statusCode).toBe(401);
  });

  it("gives every invoice row its 'Estado' and 'Fecha de vencimiento', in both list calls", async () => {
    const list = await call(f.app, f.tokens.ana, {
      method: "GET",
      url: "/ov/contracts/api/contractCode/invoices/?line=Electricidad&contractCode=100001&defaultQuery=true",
    });
    const rows = list.json().Invoices.invoicesList as { factura: string; estado: string; fechaVencimiento: string }[];
    const byNumber = Object.fromEntries(rows.map((row) => [row.factura, [row.estado, row.fechaVencimiento]]));
    expect(byNumber).toMatchObject({
      E251: ["Pagada", "2025-01-25"],
      E254: ["Vencida", "2025-04-25"],
      E255: ["Devuelta", "2025-05-25"],
      E256: ["Pendiente", "2026-03-25"],
    });
    const search = await call(f.app, f.tokens.ana, { method: "GET", url: "/ov/invoices/api/fullbilling" });
    const items = search.json().Invoice as { billNumber: string; estado: string }[];
    expect(items.find((item) => item.billNumber === "E255")?.estado).toBe("Devuelta");
  });
});

describe("the 'Pagar' link (PAYMENT_URL_TEMPLATE)", () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await openFixture({ PAYMENT_URL_TEMPLATE: TEMPLATE });
    await markUnpaid(f);
  }, 60_000);
  afterAll(() => f.close());

  it("is the retailer's page with the invoice's reference and amount filled in", async () => {
    const body = (await status(f, f.tokens.ana)).json();
    expect(body.invoices[2].urlPago).toBe("https://pagos.example.es/pagar?factura=E256&importe=52.00");
    expect(body.invoices.every((invoice: { urlPago: string }) => invoice.urlPago.startsWith("https://pagos.example.es/"))).toBe(true);
  });
});
