import { SignupCode } from "./errors";
import { routes } from "./routes";
import { cupsMeResponseSchema } from "./schemas/cups";
import { categoryOptions, encodeIssueText, issueAddResponseSchema } from "./schemas/issues";
import { accountResultSchema, adminSignupBodySchema, customerSignupBodySchema, loginResponseSchema } from "./schemas/user";
import { requestSamples, responseSamples } from "./testing/samples.testing";

/* Targeted checks of the request rules that the route-wide tests cannot infer. */

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe("query coercion (the server validates raw strings)", () => {
  it("fullbilling: pages, prices and flags from strings, blanks as absent", () => {
    expect(routes.fullbilling.request.query.parse(requestSamples.fullbilling.query)).toMatchObject({
      start: 1,
      minPrice: -35.5,
      maxPrice: 420,
      isDefaultQuery: false,
      hasUnicasInvoices: true,
      findUnicas: false,
      lineRemover: "Gas",
    });
    expect(routes.fullbilling.request.query.parse({ minPrice: "", start: "", cups: "" })).toEqual({});
    expect(routes.fullbilling.request.query.parse(undefined)).toEqual({});
  });

  it("cupsMe pages, telemetry freq, contract limit, proforma cache-buster", () => {
    expect(routes.cupsMe.request.query.parse({ startPaginationGas: "3" })).toEqual({ startPaginationGas: 3 });
    expect(routes.telemetry.request.query.parse(requestSamples.telemetry.query).freq).toBe(1);
    expect(routes.contractInvoices.request.query.parse(requestSamples.contractInvoices.query)).toMatchObject({
      defaultQuery: true,
      start: 1,
      limit: 10,
    });
    expect(routes.unicasGasProformas.request.query.parse({ cb: "1740824000000" })).toEqual({ cb: 1740824000000 });
    expect(routes.unifiedInvoicePdf.request.query.parse(requestSamples.unifiedInvoicePdf.query).base64).toBe(false);
    expect(routes.signup.request.query.parse({ isAdministradorFinca: "true" })).toEqual({ isAdministradorFinca: true });
  });

  it("rejects what does not coerce", () => {
    const q = routes.fullbilling.request.query;
    for (const bad of [{ start: "0" }, { start: "1.5" }, { start: "uno" }, { isDefaultQuery: "yes" }, { minPrice: "1,5" }]) {
      expect(ok(q, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(ok(routes.telemetry.request.query, { ...requestSamples.telemetry.query, freq: "2" })).toBe(false);
  });
});

describe("formats the spec fixes", () => {
  it("fullbilling dates are YYYY-MM-DD or 0; reversed ranges are refused", () => {
    const q = routes.fullbilling.request.query;
    expect(ok(q, { startDate: "0", endDate: "0" })).toBe(true);
    expect(ok(q, { startDate: "01-03-2024" })).toBe(false);
    expect(ok(q, { startDate: "2025-03-01", endDate: "2025-02-01" })).toBe(false);
    expect(ok(q, { minPrice: "10", maxPrice: "5" })).toBe(false);
  });

  it("telemetry, load curve and /ov/contracts/fullbilling dates are DD-MM-YYYY", () => {
    const telemetry = { ...requestSamples.telemetry.query, startDate: "2025-02-22" };
    expect(ok(routes.telemetry.request.query, telemetry)).toBe(false);
    expect(ok(routes.curvas.request.query, { ...requestSamples.curvas.query, endDate: "2025-02-28" })).toBe(false);
    const notify = { ...requestSamples.contractsFullbillingNotify.query, startDate: "2024-03-01" };
    expect(ok(routes.contractsFullbillingNotify.request.query, notify)).toBe(false);
  });

  it("certificates send the line in lower case; filterfullbilling too", () => {
    expect(routes.consumptionsCertified.request.query.parse({ ...requestSamples.consumptionsCertified.query, line: "GAS" }).line).toBe(
      "gas",
    );
    expect(routes.filterFullbilling.request.query.parse({ line: "Electricidad" }).line).toBe("electricidad");
    expect(ok(routes.filterFullbilling.request.query, { line: "todo" })).toBe(false);
  });

  it("canonical lines elsewhere, in paths, queries, headers and bodies", () => {
    expect(routes.invoicesExcel.request.params.parse({ line: "GAS" })).toEqual({ line: "Gas" });
    expect(routes.contractPdf.request.query.parse({ line: "electricidad", output: "pdf" }).line).toBe("Electricidad");
    expect(routes.proforma.request.headers.parse({ seriefactura: "A", numerofactura: "1", linea: "gas" })).toEqual({
      serieFactura: "A",
      numeroFactura: "1",
      linea: "Gas",
    });
    expect(routes.addReading.request.body.parse(requestSamples.addReading.body).line).toBe("Electricidad");
  });

  it("the literal parameters are fixed", () => {
    expect(ok(routes.contractPdf.request.query, { line: "Gas", output: "xlsx" })).toBe(false);
    expect(ok(routes.unifiedInvoicePdf.request.query, { ...requestSamples.unifiedInvoicePdf.query, base64: "true" })).toBe(false);
    expect(ok(routes.clientToken.request.query, { grant_type: "password" })).toBe(false);
    expect(ok(routes.signup.request.body, { ...(requestSamples.signup.body as object), language: "en" })).toBe(false);
  });
});

describe("cross-field rules", () => {
  it("userCups: customers by nif, administrators by email", () => {
    const q = routes.userCups.request.query;
    expect(ok(q, { isAdministradorFinca: "true", email: "admin@fincas.es" })).toBe(true);
    expect(ok(q, { isAdministradorFinca: "true", nif: "12345678Z" })).toBe(false);
    expect(ok(q, { telefono: "600123456" })).toBe(false);
    expect(ok(q, { nif: "12345678Z", telefono: "600123456" })).toBe(true);
    // The holder lookup matches tax id and phone together: customers must give both.
    expect(ok(q, { nif: "12345678Z" })).toBe(false);
  });

  it("contractInvoices: the default query or both dates", () => {
    const q = routes.contractInvoices.request.query;
    const base = { line: "Gas", contractCode: "200871" };
    expect(ok(q, { ...base, defaultQuery: "true" })).toBe(true);
    expect(ok(q, { ...base, startDate: "2024-03-01", endDate: "2025-02-28" })).toBe(true);
    expect(ok(q, { ...base, startDate: "2024-03-01" })).toBe(false);
  });

  it("/ov/contracts/fullbilling: contractCode or cups", () => {
    const q = routes.contractsFullbillingNotify.request.query;
    const { contractCode: _code, ...rest } = requestSamples.contractsFullbillingNotify.query!;
    expect(ok(q, { ...rest, cups: "ES0021000000123456AB" })).toBe(true);
    expect(ok(q, rest)).toBe(false);
  });
});

describe("signup: the password by role", () => {
  const { password: _password, ...withoutPassword } = requestSamples.signup.body as Record<string, unknown>;

  it("customers must send one; a pre-registered administrator chooses it from the mailed link", () => {
    expect(ok(customerSignupBodySchema, requestSamples.signup.body)).toBe(true);
    expect(ok(customerSignupBodySchema, withoutPassword)).toBe(false);
    expect(ok(adminSignupBodySchema, withoutPassword)).toBe(true);
    // The route's body cannot see the role (it is in the query): the server answers 464 to a customer without one.
    expect(routes.signup.request.body).toBe(adminSignupBodySchema);
  });

  it("a password that is sent still follows the field's rules, for either role", () => {
    for (const schema of [customerSignupBodySchema, adminSignupBodySchema]) {
      expect(ok(schema, { ...withoutPassword, password: "" })).toBe(false);
      expect(ok(schema, { ...withoutPassword, password: "A".repeat(129) })).toBe(false);
      expect(ok(schema, { ...withoutPassword, password: "Linea\u2029Dos1!" })).toBe(false);
    }
  });
});

describe("meter readings", () => {
  const body = (fields: Record<string, string>) => ({ codAbonado: "100234", line: "Gas", ...fields });
  const schema = routes.addReading.request.body;

  it("accepts digits with a comma and up to 3 decimals", () => {
    for (const value of ["1", "1234", "0,5", "12,345"]) expect(ok(schema, body({ Consumo: value })), value).toBe(true);
  });

  it("rejects dots, thousands separators, more decimals, zero and negatives", () => {
    for (const value of ["1.5", "1.234,5", "12,3456", "0", "0,000", "-3", "1,", ",5", " 1"]) {
      expect(ok(schema, body({ Consumo: value })), value).toBe(false);
    }
  });

  it("needs at least one reading", () => {
    expect(ok(schema, body({}))).toBe(false);
    expect(ok(schema, body({ PotenciaMaximaP6: "3,2" }))).toBe(true);
  });
});

describe("issues", () => {
  it("encodes double quotes as the spec's entity", () => {
    expect(encodeIssueText('Factura "duplicada"')).toBe("Factura &quot;duplicada&quot;");
  });

  it("data.issue comes out as {id}, from an object or a bare id", () => {
    expect(issueAddResponseSchema.parse({ data: { issue: 4512 } }).data.issue).toEqual({ id: "4512" });
    expect(issueAddResponseSchema.parse({ data: { issue: { id: "4512" } } }).data.issue).toEqual({ id: "4512" });
    expect(issueAddResponseSchema.parse(responseSamples.issueAdd).data.issue).toEqual({ id: "4512" });
    expect(issueAddResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it("categories map to options", () => {
    const categories = routes.issueCategories.response.schema.parse(responseSamples.issueCategories);
    expect(categoryOptions(categories)).toEqual([
      { id: "1", displayName: "Facturación" },
      { id: "2", displayName: "Contratación" },
      { id: "3", displayName: "Lecturas" },
    ]);
  });

  it("the title and description bounds leave room for entities but not for 10 kB", () => {
    const issue = requestSamples.issueAdd.body as Record<string, string>;
    expect(ok(routes.issueAdd.request.body, { ...issue, title: "&quot;".repeat(200) })).toBe(true);
    expect(ok(routes.issueAdd.request.body, { ...issue, description: "x".repeat(10_240) })).toBe(false);
  });
});

describe("session and home answers", () => {
  it("isAdministrador arrives as the text true", () => {
    expect(loginResponseSchema.parse(responseSamples.privateToken).isAdministrador).toBe(true);
    expect(loginResponseSchema.parse({ ...(responseSamples.privateToken as object), isAdministrador: false }).isAdministrador).toBe(false);
  });

  it("cupsMe: totals as numbers, ids as strings, lines canonical", () => {
    const parsed = cupsMeResponseSchema.parse(responseSamples.cupsMe);
    expect(parsed.totalElectricidad).toBe(12);
    expect(parsed.cupsAsociados.select.map((p) => [p.codAbonado, p.line, p.codPostal, p.accessFee?.fee])).toEqual([
      ["100234", "Electricidad", "28020", "2.0TD"],
      ["200871", "Gas", "28020", "3"],
    ]);
    expect(cupsMeResponseSchema.parse({})).toEqual({ cupsAsociados: { select: [] }, totalElectricidad: 0, totalGas: 0 });
  });
});

describe("account results", () => {
  it("carry an optional code and mensaje, and may be empty", () => {
    expect(accountResultSchema.parse(responseSamples.signup)?.code).toBe(SignupCode.usernameExists);
    expect(accountResultSchema.parse(undefined)).toBeUndefined();
    expect(accountResultSchema.parse({})).toEqual({});
    expect(accountResultSchema.safeParse({ code: "x" }).success).toBe(false);
  });
});
