import { type RouteId, routes } from "@oficina-virtual/api-contract";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { type RequestSample, requestSamples } from "../../../../packages/api-contract/src/testing/samples.testing";
import { ANA_NIF, cupsOf } from "../routes/customer/customer.testing";
import { encodeRaw, hostileString, RawBody, wrongBody, wrongType } from "./hostileValues.testing";

/*
 * What the fuzz test sends: every operation of the OpenAPI document (and the second route
 * of a shared path, which the document names in its description), starting from the
 * contract's request sample with the test fixture's ids, so that all but the hostile
 * field are valid and the handler is really reached.
 */

type Where = "path" | "query" | "header" | "body";
export interface Field {
  in: Where;
  path: string[];
}
export interface Target {
  id: RouteId | string;
  method: string;
  path: string;
  auth: "bearer" | "none" | "basic" | "clientCredentials";
  sample: RequestSample;
  fields: Field[];
}
type Operation = { operationId?: string; description?: string; parameters?: { name: string; in: string }[]; requestBody?: unknown };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The fixture's own ids in place of the samples', so scoped lookups find rows. */
const FIXTURE_VALUES: Record<string, string> = {
  contractCode: "100001",
  codAbonado: "100001",
  codigoContrato: "400001",
  contract: "100001",
  cups: cupsOf("100001"),
  CUPS: cupsOf("100001"),
  username: "ana",
  nif: ANA_NIF,
  serieFactura: "ENERGIA",
  numeroFactura: "E251",
  invoice: "E251",
};

function withFixtureValues(value: unknown, key = ""): unknown {
  if (typeof value === "string") return FIXTURE_VALUES[key] ?? value;
  if (Array.isArray(value)) return value.map((item) => withFixtureValues(item));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFixtureValues(v, k)]));
}

function leaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return path.length > 0 ? [path] : [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
}

function bodyFields(schema: unknown, path: string[] = []): Field[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, child]) => [
    { in: "body" as const, path: [...path, name] },
    ...bodyFields(child, [...path, name]),
  ]);
}

function targetFor(id: RouteId, method: string, path: string, operation: Operation): Target {
  const sample = withFixtureValues(requestSamples[id]) as RequestSample;
  const params: Field[] = (operation.parameters ?? []).map((p) => ({ in: p.in as Where, path: [p.name] }));
  const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.["application/json"]
    ?.schema;
  const fromSample = leaves(sample.body).map((p) => ({ in: "body" as const, path: p }));
  const fields = [...params, ...bodyFields(body), ...fromSample];
  const unique = [...new Map(fields.map((f) => [`${f.in}:${f.path.join(".")}`, f])).values()];
  return { id, method: method.toUpperCase(), path, auth: routes[id].auth, sample, fields: unique };
}

/** Every route of the document, plus the endpoints outside the contract. */
export function targetsOf(openApi: OpenApi): Target[] {
  const targets: Target[] = [];
  for (const [path, methods] of Object.entries(openApi.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const ids = [operation.operationId, /^Also: (\w+)/.exec(operation.description ?? "")?.[1]].filter(Boolean) as RouteId[];
      for (const id of ids) targets.push(targetFor(id, method, path, operation));
    }
  }
  for (const path of ["/healthz", "/ov/docs", "/ov/docs/openapi.json", "/dev/outbox", "/ov/unknown/{x}"]) {
    targets.push({ id: path, method: "GET", path, auth: "none", sample: { params: { x: "y" } }, fields: [{ in: "path", path: ["x"] }] });
  }
  return targets;
}

export type Plan =
  | { kind: "fields"; changes: { field: Field; value: unknown }[]; caller: "ana" | "fincas" }
  | { kind: "body"; body: unknown; caller: "ana" | "fincas" }
  | { kind: "extra"; where: "query" | "header"; name: string; value: string; caller: "ana" | "fincas" };

function validValue(sample: RequestSample, field: Field): string {
  const part = { path: sample.params, query: sample.query, header: sample.headers, body: sample.body }[field.in];
  const value = field.path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], part);
  return typeof value === "string" ? value : "";
}

/** The hostile requests to try on one target. */
export function planArbitrary(target: Target): fc.Arbitrary<Plan> {
  const caller = fc.constantFrom("ana" as const, "fincas" as const);
  const change = (field: Field) =>
    (field.in === "body"
      ? fc.oneof({ weight: 4, arbitrary: hostileString(validValue(target.sample, field)) }, { weight: 1, arbitrary: wrongType })
      : hostileString(validValue(target.sample, field))
    ).map((value) => ({ field, value }));
  const options: fc.WeightedArbitrary<Plan>[] = [
    {
      weight: 2,
      arbitrary: fc
        .record({
          where: fc.constantFrom("query" as const, "header" as const),
          name: hostileString("x"),
          value: hostileString("1"),
          caller,
        })
        .map((extra) => ({ kind: "extra" as const, ...extra })),
    },
  ];
  if (target.fields.length > 0) {
    const oneField = fc.constantFrom(...target.fields).chain(change);
    options.push({
      weight: 12,
      arbitrary: fc
        .record({ changes: fc.array(oneField, { minLength: 1, maxLength: 3 }), caller })
        .map((p) => ({ kind: "fields" as const, ...p })),
    });
  }
  if (target.sample.body !== undefined) {
    options.push({ weight: 1, arbitrary: fc.record({ body: wrongBody, caller }).map((p) => ({ kind: "body" as const, ...p })) });
  }
  return fc.oneof(...options);
}

function setAt(container: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    container[head!] = value;
    return;
  }
  const child = container[head!];
  const next = typeof child === "object" && child !== null && !Array.isArray(child) ? { ...(child as Record<string, unknown>) } : {};
  container[head!] = next;
  setAt(next, rest, value);
}

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeRaw(key)}=${encodeRaw(String(value))}`)
    .join("&");

/** The inject options of one plan; `authorization` is the caller's header, if any. */
export function requestOf(target: Target, plan: Plan, authorization: string | undefined): InjectOptions {
  const parts = {
    path: { ...target.sample.params } as Record<string, unknown>,
    query: { ...target.sample.query } as Record<string, unknown>,
    header: { ...target.sample.headers } as Record<string, unknown>,
    body: structuredClone(target.sample.body ?? undefined) as unknown,
  };
  if (plan.kind === "fields") {
    for (const { field, value } of plan.changes) {
      if (field.in === "body") {
        if (typeof parts.body !== "object" || parts.body === null) parts.body = {};
        setAt(parts.body as Record<string, unknown>, field.path, value);
      } else {
        parts[field.in][field.path[0]!] = value;
      }
    }
  } else if (plan.kind === "body") {
    parts.body = plan.body;
  } else {
    (plan.where === "query" ? parts.query : parts.header)[plan.name] = plan.value;
  }
  const path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeRaw(String(parts.path[name] ?? "")));
  const search = queryString(parts.query);
  const headers = Object.fromEntries(Object.entries(parts.header).map(([k, v]) => [k, String(v)]));
  if (authorization) headers.authorization = authorization;
  const hasBody = target.sample.body !== undefined || plan.kind === "body";
  return {
    method: target.method as InjectOptions["method"],
    url: search ? `${path}?${search}` : path,
    headers: hasBody ? { ...headers, "content-type": "application/json" } : headers,
    ...(hasBody ? { payload: parts.body instanceof RawBody ? parts.body.text : (JSON.stringify(parts.body) ?? "null") } : {}),
  };
}
