import { COMPANY, mod97, spanishIban } from "@oficina-virtual/api-contract";
import { hashPassword } from "../../auth/passwords";
import { setPasswordHash } from "../../db/accounts/userWrites";
import { replaceBankAccount } from "../../db/bankAccounts/bankAccounts";
import { outboxMails } from "../../db/outbox.testing";
import { setUserPreferences } from "../../db/preferences/preferences";
import { readPdfText } from "../../documents/customer/documents.testing";
import { call, type Fixture, openFixture } from "../customer/customer.testing";

const PASSWORD = "Secreta.2024";
const OLD_IBAN = spanishIban("00491500", "0000100001");
const NEW_IBAN = "ES9121000418450200051332";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
  await setPasswordHash(f.db, f.callers.ana.userId, await hashPassword(PASSWORD));
  const base = { holderName: "Ana García López", userId: null, acceptedIp: null, acceptedUserAgent: null };
  await replaceBankAccount(f.db, { ...base, contractId: f.contractIds["100001"]!, iban: OLD_IBAN }, new Date("2024-01-10T09:00:00Z"));
  await replaceBankAccount(f.db, { ...base, contractId: f.contractIds["300001"]!, iban: OLD_IBAN }, new Date("2024-01-10T09:00:00Z"));
}, 60_000);
afterAll(() => f.close());

const url = (code: string) => `/ov/contracts/api/${code}/cuenta-bancaria`;
const read = (token: string, code: string) => call(f.app, token, { method: "GET", url: url(code) });
const change = (token: string, code: string, body: Record<string, unknown>) =>
  call(f.app, token, {
    method: "POST",
    url: url(code),
    payload: { iban: NEW_IBAN, holderName: "Ana García López", password: PASSWORD, ...body },
    headers: { "user-agent": "Prueba/1.0" },
  });

describe("GET /ov/contracts/api/{contractCode}/cuenta-bancaria", () => {
  it("shows the current account masked and no history yet", async () => {
    const response = await read(f.tokens.ana, "100001");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contractCode: "100001",
      line: "Electricidad",
      current: { ibanMasked: `ES** **** **** **** **** ${OLD_IBAN.slice(-4)}`, holderName: "Ana García López", replacedAt: null },
      history: [],
    });
    expect(response.body).not.toContain(OLD_IBAN);
  });

  it("answers a contract without an account with no current one", async () => {
    expect((await read(f.tokens.ana, "200001")).json()).toMatchObject({ line: "Gas", current: null, history: [] });
  });

  it("answers someone else's, an unknown or an administrator's contract with the same 404", async () => {
    for (const [token, code] of [
      [f.tokens.bob, "100001"],
      [f.tokens.ana, "300001"],
      [f.tokens.ana, "999999"],
      [f.tokens.fincas, "400001"],
    ] as const) {
      const response = await read(token, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual({ code: 404, mensaje: "No se ha encontrado el contrato." });
    }
  });
});

describe("POST /ov/contracts/api/{contractCode}/cuenta-bancaria", () => {
  it.each([
    ["ES91 2100 0418 4502 0005 133", "El IBAN debe tener 24 caracteres", "length"],
    ["ES92 2100 0418 4502 0005 1332", "Los dígitos de control del IBAN no son correctos", "checksum"],
    ["", "Introduce el IBAN", "empty"],
  ])("refuses %j naming the failed check", async (iban, mensaje, failure) => {
    const response = await change(f.tokens.ana, "100001", { iban });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, mensaje, field: "iban", failure });
  });

  it("refuses a CCC whose control digits are wrong", async () => {
    const bban = "21000418460200051332";
    const response = await change(f.tokens.ana, "100001", { iban: `ES${String(98 - mod97(`${bban}ES00`)).padStart(2, "0")}${bban}` });
    expect(response.json()).toMatchObject({ code: 400, mensaje: "Los dígitos de control de la cuenta (DC) no son correctos" });
  });

  it("refuses an empty holder, an empty or wrong password, and never changes the account", async () => {
    expect((await change(f.tokens.ana, "100001", { holderName: "  " })).json()).toMatchObject({
      code: 400,
      mensaje: "Introduce el nombre del titular de la cuenta.",
    });
    expect((await change(f.tokens.ana, "100001", { password: "" })).json()).toMatchObject({ code: 400 });
    const wrong = await change(f.tokens.ana, "100001", { password: "Otra.2024x" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, mensaje: "La contraseña no es correcta.", field: "password" });
    expect((await read(f.tokens.ana, "100001")).json().current.ibanMasked).toBe(`ES** **** **** **** **** ${OLD_IBAN.slice(-4)}`);
    expect((await read(f.tokens.ana, "100001")).json().history).toEqual([]);
  });

  it("refuses someone else's contract with 404, before looking at the password", async () => {
    const response = await change(f.tokens.bob, "100001", { password: "x" });
    expect(response.statusCode).toBe(404);
  });

  it("changes the account: mandate, masked answer, history, e-mail with a link and no IBAN in full", async () => {
    const response = await change(f.tokens.ana, "100001", { iban: "es91 2100 0418 4502 0005 1332" });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      account: { ibanMasked: "ES** **** **** **** **** 1332", holderName: "Ana García López", replacedAt: null },
      appliesFrom: "A partir de la primera factura que se emita después del cambio.",
    });
    expect(answer.account.mandateReference).toMatch(/^LGI-[0-9A-Z]{16}$/);
    expect(response.body).not.toContain(NEW_IBAN);

    const after = (await read(f.tokens.ana, "100001")).json();
    expect(after.current.mandateReference).toBe(answer.account.mandateReference);
    expect(after.history).toHaveLength(1);
    expect(after.history[0].ibanMasked).toBe(`ES** **** **** **** **** ${OLD_IBAN.slice(-4)}`);
    expect(after.history[0].replacedAt).not.toBeNull();

    const [mail] = await outboxMails(f.db, "%cuenta bancaria%");
    expect(mail?.to).toBe("ana@example.com");
    expect(mail?.text).toContain("ES** **** **** **** **** 1332");
    expect(mail?.text).toContain("primera factura que se emita después del cambio");
    expect(mail?.text).toContain(answer.account.mandateReference);
    expect(mail?.text).not.toContain(NEW_IBAN);
    expect(mail?.links[0]).toMatch(/\/admin\?cuenta-bancaria=100001$/);

    const pdf = await call(f.app, f.tokens.ana, { method: "GET", url: answer.mandatePath });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await readPdfText(pdf.rawPayload);
    for (const expected of [
      "Orden de domiciliación de adeudo directo SEPA",
      COMPANY.sepaCreditorId,
      COMPANY.name,
      answer.account.mandateReference,
      "ES** **** **** **** **** 1332",
      "Ana García López",
      "ocho semanas",
      "Prueba/1.0",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(NEW_IBAN);

    // Bob cannot fetch Ana's mandate, even knowing its reference.
    const other = await call(f.app, f.tokens.bob, { method: "GET", url: answer.mandatePath });
    expect(other.statusCode).toBe(404);
    const unknown = await call(f.app, f.tokens.ana, { method: "GET", url: `${url("100001")}/mandatos/LGI-0000000000000000` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the change's e-mail in the account's language", () => {
  it("sends a customer whose language is 'ca' the Catalan e-mail, with the portal's Catalan names", async () => {
    await setUserPreferences(f.db, f.callers.ana.userId, { language: "ca" });
    try {
      const response = await change(f.tokens.ana, "200001", {});
      expect(response.statusCode).toBe(201);
      // The API's answer stays Spanish, as every `mensaje` does.
      expect(response.json()).toMatchObject({ appliesFrom: "A partir de la primera factura que se emita después del cambio." });
      const [mail] = await outboxMails(f.db, "Has canviat el compte bancari del teu contracte");
      expect(mail?.to).toBe("ana@example.com");
      expect(mail?.text).toContain("S'ha canviat el compte bancari de domiciliació del teu contracte 200001 (gas natural).");
      expect(mail?.text).toContain("'El meu compte' › 'Compte bancari'");
      expect(mail?.text).toContain("ES** **** **** **** **** 1332");
      expect(mail?.text).not.toMatch(/cuenta bancaria|Puedes descargar|Un saludo/);
    } finally {
      await setUserPreferences(f.db, f.callers.ana.userId, { language: "es" });
    }
  });
});
