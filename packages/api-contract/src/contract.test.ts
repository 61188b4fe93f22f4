import { z } from "zod";
import type { RequestDef } from "./route";
import { type RouteId, routes } from "./routes";
import { requestSamples, responseSamples } from "./testing/samples.testing";

/*
 * Route-wide contract checks over the samples in testing/samples.testing.ts. The samples use the
 * spec's field names: since objects strip unknown keys, a renamed schema field shows up
 * here as a key that parsing lost.
 */

type Part = keyof RequestDef;
const PARTS: Part[] = ["params", "query", "headers", "body"];
const ids = Object.keys(routes) as RouteId[];
const jsonIds = ids.filter((id) => routes[id].response.kind === "json");

function requestSchema(id: RouteId, part: Part): z.ZodType | undefined {
  return (routes[id].request as RequestDef)[part];
}

function responseSchema(id: RouteId): z.ZodType {
  const response = routes[id].response;
  if (response.kind !== "json") throw new Error(`${id} is not a JSON route`);
  return response.schema;
}

/** Every key path in a value, array positions folded: `Invoice.total.amount`. */
function keyPaths(value: unknown, prefix = "", out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const element of value) keyPaths(element, prefix, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      keyPaths(child, path, out);
    }
  }
  return out;
}

function expectNoKeyLost(input: unknown, output: unknown) {
  const kept = keyPaths(output);
  expect([...keyPaths(input)].filter((path) => !kept.has(path))).toEqual([]);
}

/** What a query string, a path or Node's header object turns a parsed value into. */
function toWire(value: Record<string, unknown>, lowerCaseNames = false): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [lowerCaseNames ? k.toLowerCase() : k, String(v)]),
  );
}

/** Every path to a scalar in a sample (array positions included), to break one field at
 * a time. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return [prefix];
}

function leafAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);
}

function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((child, index) => (String(index) === head ? withLeaf(child, rest, leaf) : child));
  }
  const object = value as Record<string, unknown>;
  return { ...object, [head]: withLeaf(object[head], rest, leaf) };
}

const TEN_KB = "x".repeat(10_240);

describe("every JSON response schema", () => {
  it("has a sample", () => {
    expect(Object.keys(responseSamples).sort()).toEqual([...jsonIds].sort());
  });

  describe.each(jsonIds)("%s", (id) => {
    const schema = responseSchema(id);
    const sample = responseSamples[id];

    it("parses the sample without losing a field", () => {
      const parsed = schema.safeParse(sample);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expectNoKeyLost(sample, parsed.data);
    });

    it("accepts its own output (server validates, client parses again)", () => {
      const once = schema.parse(sample);
      expect(schema.parse(once)).toEqual(once);
      expect(schema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
    });

    it("rejects a 10 kB string in any field", () => {
      const stringLeaves = leafPaths(sample).filter((path) => typeof leafAt(sample, path) === "string");
      expect(stringLeaves.length).toBeGreaterThan(0);
      for (const path of stringLeaves) {
        expect(schema.safeParse(withLeaf(sample, path, TEN_KB)).success, path.join(".")).toBe(false);
      }
    });

    it("converts to JSON Schema (OpenAPI) in input mode", () => {
      expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
    });
  });
});

/** Keys whose absence must fail, per route and part, in the context of the sample (some
 * become required through a cross-field rule, e.g. contractInvoices' defaultQuery). */
const required: Record<RouteId, Partial<Record<Part, string[]>>> = {
  checkConnection: {},
  userCups: { query: ["nif", "telefono"] },
  signupCode: { query: [], body: ["nif", "telefono"] },
  signup: {
    query: [],
    // password: required from customers only (the role is in the query): requests.test.ts.
    body: ["username", "nif", "email", "telefono", "firstName", "lastName", "language"],
  },
  privateToken: { body: ["username", "password"] },
  logout: { headers: ["refresh_token"] },
  refreshToken: { headers: ["refresh_token"] },
  me: {},
  cupsMe: { query: [] },
  createDebugLog: { body: ["event"] },
  isUnicaInvoicesAssociate: {},
  contractPdf: { params: ["codAbonado"], query: ["line", "output"] },
  issueAdd: {
    headers: [],
    body: ["title", "description", "category", "subcategory", "line", "cups", "contractCode"],
  },
  issuesOpenCount: {},
  issuesList: {},
  issueDetail: { query: ["issueId"] },
  issueCategories: {},
  issueSubcategories: { query: ["category"] },
  changePassword: { query: [], body: ["username", "password", "newPassword"] },
  userValidation: { query: ["token"] },
  resendEmailVerification: { query: [], body: ["email"] },
  resendPasswordVerification: { query: [], body: ["username", "email"] },
  clientToken: { query: ["grant_type"] },
  setPassword: { body: ["userData"] },
  recoverUsername: { query: [], body: ["email"] },
  validateEmailToken: { headers: ["token"] },
  updatePassword: { headers: ["token", "newPassword"] },
  verifyUserEmail: { headers: ["token"] },
  addReading: { body: ["codAbonado", "line"] },
  lastReading: { query: ["codAbonado"] },
  priceLimits: {},
  fullbilling: { query: [] },
  filterFullbilling: { query: [] },
  searchOneInvoice: { query: ["invoice"] },
  fullbillingRar: { params: ["line"], query: [] },
  fullbillingPdf: { params: ["line"], query: [] },
  invoicesExcel: { params: ["line"], query: [] },
  proforma: { headers: ["serieFactura", "numeroFactura", "linea"] },
  proformaDownload: { headers: ["serieFactura", "numeroFactura", "linea"] },
  unicasGasInvoices: { query: [] },
  unicasGasProformas: { query: ["cb"], headers: ["serieFactura", "numeroFactura", "linea"] },
  unifiedInvoicePdf: { query: ["numeroFactura", "serieFactura", "line", "Content-Type", "base64"] },
  invoicePdf: { query: ["serieFactura", "numeroFactura", "line"] },
  adminContractDetail: { query: ["codigoContrato", "line"] },
  contractInvoices: { query: ["line", "contractCode", "defaultQuery"] },
  contractInvoiceCharts: { query: ["line", "contractCode", "startDate", "endDate"] },
  contractPriceLimits: { query: ["line", "contractCode"] },
  contractFullbillingRar: { query: ["CUPS", "line", "contractCode", "startDate", "endDate"] },
  consumptionsExcel: { query: ["contractCode", "cups", "line", "startDate", "endDate"] },
  contractsFullbillingNotify: { query: ["contractCode", "line", "startDate", "endDate"] },
  consumptionsCertified: { query: ["line", "contractCode", "startDate", "endDate"] },
  telemetry: { query: ["line", "freq", "cups", "contractCode", "startDate", "endDate", "output"] },
  telemetryXlsx: { query: ["line", "freq", "cups", "contractCode", "startDate", "endDate", "output"] },
  curvas: { query: ["cups", "contractCode", "startDate", "endDate", "output"] },
  curvasXlsx: { query: ["cups", "contractCode", "startDate", "endDate", "output"] },
  invoiceBreakdown: { query: ["serieFactura", "numeroFactura"] },
  invoiceComparison: { query: ["serieFactura", "numeroFactura"] },
  costThisMonth: { params: ["contractCode"] },
  costAlert: { params: ["contractCode"] },
  costAlertSet: { params: ["contractCode"], body: ["thresholdCents"] },
  costAlertDelete: { params: ["contractCode"] },
  bankAccount: { params: ["contractCode"] },
  paymentStatus: { query: [] },
  bankAccountChange: { params: ["contractCode"], body: ["iban", "holderName", "password"] },
  bankMandatePdf: { params: ["contractCode", "reference"] },
  dataExportStart: {},
  dataExportStatus: { params: ["exportId"] },
  dataExportZip: { params: ["exportId"] },
  telemetryCsv: { query: ["line", "freq", "cups", "contractCode", "startDate", "endDate", "output"] },
  curvasCsv: { query: ["cups", "contractCode", "startDate", "endDate", "output"] },
  selfConsumption: { query: ["cups", "contractCode", "startDate", "endDate"] },
  adminContractsCsv: {},
  powerInsight: { params: ["codAbonado"] },
  contactDetails: {},
  phoneChange: { body: ["telefono"] },
  phoneConfirm: { body: ["telefono", "codigo"] },
  emailChange: { body: ["email"] },
  emailConfirm: { body: ["token"] },
  emailUndo: { body: ["token"] },
  sessions: {},
  sessionClose: { params: ["sessionId"] },
  sessionsCloseOthers: {},
  activity: {},
  preferences: {},
  preferencesChange: { body: [] },
  paperlessChange: { params: ["contractCode"], body: ["paperless"] },
  postalAddress: { params: ["contractCode"] },
  postalAddressChange: { params: ["contractCode"], body: ["street", "number", "postalCode", "town"] },
};

describe("every request schema", () => {
  describe.each(ids)("%s", (id) => {
    const sample = requestSamples[id];
    const declared = PARTS.filter((part) => requestSchema(id, part));

    it("declares exactly the parts its sample and required table use", () => {
      expect(declared).toEqual(PARTS.filter((part) => sample[part] !== undefined));
      expect(declared).toEqual(PARTS.filter((part) => required[id][part] !== undefined));
    });

    describe.each(declared)("%s", (part) => {
      const schema = requestSchema(id, part)!;
      const raw = sample[part] as Record<string, unknown>;
      const isWire = part !== "body";

      it("parses the sample without losing a field", () => {
        const parsed = schema.safeParse(raw);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expectNoKeyLost(raw, parsed.data);
      });

      it("gives a value that survives the wire and a second parse", () => {
        const once = schema.parse(raw) as Record<string, unknown>;
        expect(schema.parse(once)).toEqual(once);
        const wire = isWire ? toWire(once, part === "headers") : JSON.parse(JSON.stringify(once));
        expect(schema.parse(wire)).toEqual(once);
      });

      it("requires exactly the required keys", () => {
        const mustHave = required[id][part] ?? [];
        for (const key of Object.keys(raw)) {
          const { [key]: _removed, ...rest } = raw;
          expect(schema.safeParse(rest).success, `without ${key}`).toBe(!mustHave.includes(key));
        }
        expect(schema.safeParse(undefined).success, "left out entirely").toBe(mustHave.length === 0);
      });

      it("rejects a 10 kB string, an object or a repeated value in any field", () => {
        for (const path of leafPaths(raw)) {
          const where = path.join(".");
          expect(schema.safeParse(withLeaf(raw, path, TEN_KB)).success, `${where} 10 kB`).toBe(false);
          expect(schema.safeParse(withLeaf(raw, path, { nested: 1 })).success, `${where} object`).toBe(false);
          expect(schema.safeParse(withLeaf(raw, path, ["a", "b"])).success, `${where} array`).toBe(false);
        }
      });

      it("converts to JSON Schema (OpenAPI) in input mode", () => {
        expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
      });
    });
  });
});
