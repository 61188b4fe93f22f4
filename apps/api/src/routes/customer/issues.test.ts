import { encodeIssueText } from "@oficina-virtual/api-contract";
import { countIssues } from "../../db/issues.testing";
import { call, cupsOf, type Fixture, HOSTILE, openFixture } from "./customer.testing";
import { CUPS_NOT_USERS } from "./issues";

let f: Fixture;
beforeAll(async () => {
  f = await openFixture();
}, 60_000);
afterAll(() => f.close());

const newIssue = (extra: Record<string, unknown> = {}) => ({
  title: "Factura duplicada",
  description: "La factura de febrero aparece dos veces.",
  category: "1",
  subcategory: "Duplicado de factura",
  line: "Electricidad",
  cups: cupsOf("100001"),
  contractCode: "100001",
  ...extra,
});

const add = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  call(f.app, token, { method: "POST", url: "/ov/issues/api/add", payload: payload as object, headers });
const get = (token: string | null, url: string) => call(f.app, token, { method: "GET", url });
const issueCount = () => countIssues(f.db);

describe("POST /ov/issues/api/add", () => {
  it("creates an open request and answers 201 with data.issue", async () => {
    const response = await add(f.tokens.ana, newIssue());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: 201, data: { issue: { id: expect.stringMatching(/^\d+$/) } } });
    const detail = (await get(f.tokens.ana, `/ov/issues/api/issue?issueId=${body.data.issue.id}`)).json();
    expect(detail).toEqual({
      numero: body.data.issue.id,
      asunto: "Factura duplicada",
      estado: "Abierta",
      categoria: "Facturación",
      linea: "Electricidad",
      cups: cupsOf("100001"),
      codigo_contrato: "100001",
      cif: "12345678Z",
      email: "ana@example.com",
      telefono_cliente: "600000000",
      descripcion: "La factura de febrero aparece dos veces.",
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("keeps encoded quotes, line breaks, HTML and SQL exactly as sent", async () => {
    const title = encodeIssueText('Lectura "estimada"');
    const description = encodeIssueText(`Línea 1 "con comillas"\nLínea 2 ${HOSTILE.sql}\r\n${HOSTILE.html}\t¿ñ? €`);
    const response = await add(f.tokens.ana, newIssue({ title, description, cups: cupsOf("100001").toLowerCase() }));
    expect(response.statusCode).toBe(201);
    const detail = (await get(f.tokens.ana, `/ov/issues/api/issue?issueId=${response.json().data.issue.id}`)).json();
    expect(detail.asunto).toBe("Lectura &quot;estimada&quot;");
    expect(detail.descripcion).toBe(description);
    expect(detail.cups).toBe(cupsOf("100001"));
  });

  it("creates one request per Idempotency-Key and answers the replay as the first time", async () => {
    const before = await issueCount();
    const headers = { "Idempotency-Key": "2f1c7d6e-retry" };
    const first = await add(f.tokens.ana, newIssue({ title: "Una sola vez" }), headers);
    const second = await add(f.tokens.ana, newIssue({ title: "Una sola vez" }), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await issueCount()).toBe(before + 1);
    // The same key from another user is another request.
    const bob = await add(f.tokens.bob, newIssue({ title: "Una sola vez", cups: cupsOf("300001"), contractCode: "300001" }), headers);
    expect(bob.statusCode).toBe(201);
    expect(bob.json().data.issue.id).not.toBe(first.json().data.issue.id);
    // The same key with another payload is refused.
    const other = await add(f.tokens.ana, newIssue({ title: "Otra cosa" }), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 422 });
    expect(await issueCount()).toBe(before + 2);
  });

  it("answers concurrent retries with one request", async () => {
    const before = await issueCount();
    const headers = { "Idempotency-Key": "concurrent-1" };
    const answers = await Promise.all([1, 2, 3].map(() => add(f.tokens.ana, newIssue({ title: "Concurrente" }), headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.issue.id)).size).toBe(1);
    expect(await issueCount()).toBe(before + 1);
  });

  it("refuses someone else's CUPS or contract with 404, and mismatches with 4xx, creating nothing", async () => {
    const before = await issueCount();
    const cases: [Record<string, unknown>, number][] = [
      [{ cups: cupsOf("300001"), contractCode: "300001" }, 404],
      [{ cups: cupsOf("300001") }, 404],
      [{ contractCode: "300001" }, 404],
      [{ contractCode: "100002" }, 404],
      [{ cups: "ES0000000000000000ZZ" }, 404],
      [{ line: "Gas" }, 400],
      [{ category: "99" }, 400],
      [{ subcategory: "Cambio de titular" }, 400],
    ];
    for (const [extra, status] of cases) {
      const response = await add(f.tokens.ana, newIssue(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(response.json().code).toBe(status);
    }
    expect((await add(f.tokens.ana, newIssue({ contractCode: "300001" }))).json().mensaje).toBe(CUPS_NOT_USERS);
    expect(await issueCount()).toBe(before);
  });

  it("holds the form's limits on the decoded text: title 200, description 1000 by the textarea-count rule", async () => {
    const quoted = `${"a".repeat(198)}&quot;&quot;`; // 200 characters as typed
    const description = `${"b".repeat(988)}&quot;\n\n`; // 988 + 6 + 2 + 2 line breaks = 998 … 1000
    const ok = await add(f.tokens.ana, newIssue({ title: quoted, description: `${description}cc` }));
    expect(ok.statusCode).toBe(201);
    const before = await issueCount();
    for (const payload of [
      newIssue({ title: "a".repeat(201) }),
      newIssue({ title: `${quoted}a` }),
      newIssue({ description: `${description}ccc` }),
      newIssue({ description: "\n".repeat(501) }),
    ]) {
      const response = await add(f.tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    expect(await issueCount()).toBe(before);
  });

  it("refuses bad input with 400 and a code, creating nothing", async () => {
    const before = await issueCount();
    const { title: _title, ...withoutTitle } = newIssue();
    const bad = [
      withoutTitle,
      newIssue({ title: "" }),
      newIssue({ title: 42 }),
      newIssue({ description: HOSTILE.long }),
      newIssue({ title: HOSTILE.long }),
      newIssue({ line: "Agua" }),
      newIssue({ contractCode: ["100001"] }),
      newIssue({ cups: HOSTILE.long }),
    ];
    for (const payload of bad) {
      const response = await add(f.tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    // A short string that fits the field is simply nobody's CUPS or contract.
    for (const extra of [{ cups: HOSTILE.html }, { cups: HOSTILE.sql }, { contractCode: HOSTILE.sql }, { contractCode: HOSTILE.html }]) {
      const response = await add(f.tokens.ana, newIssue(extra));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
    expect((await add(f.tokens.ana, newIssue(), { "Idempotency-Key": HOSTILE.long })).statusCode).toBe(400);
    expect(await issueCount()).toBe(before);
  });

  it("refuses a title that would read reversed (U+202E) with the field's message, keeping line breaks for the description only", async () => {
    const before = await issueCount();
    const reversed = await add(f.tokens.ana, newIssue({ title: "\u202Eaicnegru ed osivA" }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 400, mensaje: "title: Contiene caracteres no permitidos." });
    const separated = await add(f.tokens.ana, newIssue({ description: "Uno\u2029Dos" }));
    expect(separated.json()).toMatchObject({ code: 400, mensaje: "description: Contiene caracteres no permitidos." });
    expect(await issueCount()).toBe(before);
  });

  it("requires a valid token", async () => {
    const before = await issueCount();
    expect((await add(null, newIssue())).statusCode).toBe(401);
    expect((await add(f.tokens.anaExpired, newIssue())).statusCode).toBe(401);
    expect(await issueCount()).toBe(before);
  });
});

describe("issue lists and detail", () => {
  it("lists the caller's requests, newest first, and counts the open ones", async () => {
    const created = (await add(f.tokens.bob, newIssue({ title: "De Bob", cups: cupsOf("300002"), contractCode: "300002" }))).json();
    const list = (await get(f.tokens.bob, "/ov/issues/api/issues")).json();
    expect(list.items[0]).toEqual({
      id: created.data.issue.id,
      subject: "De Bob",
      status: { name: "Abierta" },
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(list.total_count).toBe(list.items.length);
    expect(list.items.every((i: { subject: string }) => i.subject !== "Factura duplicada")).toBe(true);
    const open = (await get(f.tokens.bob, "/ov/issues/api/status/open")).json();
    expect(open).toEqual({ total_count: list.items.length });
    expect((await get(f.tokens.fincas, "/ov/issues/api/status/open")).json()).toEqual({ total_count: 0 });
    expect((await get(f.tokens.fincas, "/ov/issues/api/issues")).json()).toEqual({ items: [], total_count: 0 });
  });

  it("gives an administrator the holder's CIF in the detail", async () => {
    const created = (await add(f.tokens.fincas, newIssue({ cups: cupsOf("400003"), contractCode: "400003", line: "Gas" }))).json();
    const detail = (await get(f.tokens.fincas, `/ov/issues/api/issue?issueId=${created.data.issue.id}`)).json();
    expect(detail).toMatchObject({ cif: "H12345678", email: "fincas@example.com", linea: "Gas" });
    expect((await add(f.tokens.fincas, newIssue({ cups: cupsOf("400002"), contractCode: "400002" }))).statusCode).toBe(404);
  });

  it("answers someone else's or an unknown issue with 404", async () => {
    const anas = (await get(f.tokens.ana, "/ov/issues/api/issues")).json();
    const id = anas.items[0].id;
    for (const issueId of [id, "999999", "99999999999999999999", "abc"]) {
      const response = await get(f.tokens.bob, `/ov/issues/api/issue?issueId=${issueId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it.each([
    ["a missing id", ""],
    ["SQL", `?issueId=${encodeURIComponent(HOSTILE.sql)}`],
    ["HTML", `?issueId=${encodeURIComponent(HOSTILE.html)}`],
    ["10 kB", `?issueId=${HOSTILE.long}`],
  ])("answers 400 for %s as issue id", async (_label, query) => {
    const response = await get(f.tokens.ana, `/ov/issues/api/issue${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it("requires a valid token on every read", async () => {
    for (const url of [
      "/ov/issues/api/issues",
      "/ov/issues/api/status/open",
      "/ov/issues/api/issue?issueId=1",
      "/ov/issues/api/categories",
      "/ov/issues/api/subcategories?category=1",
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(f.tokens.anaExpired, url)).statusCode, url).toBe(401);
    }
  });
});

describe("categories", () => {
  it("answers the categories as a map of id to display name", async () => {
    expect((await get(f.tokens.ana, "/ov/issues/api/categories")).json()).toEqual({ "1": "Facturación", "2": "Contratación" });
  });

  it("answers a category's subcategories as plain strings", async () => {
    expect((await get(f.tokens.ana, "/ov/issues/api/subcategories?category=1")).json()).toEqual([
      "Duplicado de factura",
      "Reclamación de factura",
    ]);
  });

  it("answers 404 for an unknown category and 400 for a bad one", async () => {
    expect((await get(f.tokens.ana, "/ov/issues/api/subcategories?category=99")).statusCode).toBe(404);
    expect((await get(f.tokens.ana, `/ov/issues/api/subcategories?category=${encodeURIComponent(HOSTILE.sql)}`)).statusCode).toBe(404);
    for (const query of ["", "?category=", `?category=${HOSTILE.long}`]) {
      const response = await get(f.tokens.ana, `/ov/issues/api/subcategories${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });
});
