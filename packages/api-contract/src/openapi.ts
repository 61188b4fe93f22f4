import { z } from "zod";
import { apiErrorBodySchema } from "./errorBody";
import type { RouteDef } from "./route";
import { routes } from "./routes";

type JsonSchema = Record<string, unknown>;

// Responses are documented in their input form: the transforms (list-or-item, any-case
// line) cannot be expressed as output JSON Schema, and the input form is what the wire
// carries anyway.
function toSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** Statuses any route of a kind may answer, whatever its handler does: 400 (the router's and
 * the hostile-text guard's refusals come before any handler, on any route), 401 on the calls
 * that authenticate, 413/415 where a body is read, 429 (with Retry-After) on every file, which
 * the server renders on a bounded worker pool with two files in flight per user, 500 and 503
 * (with Retry-After: the database is out of reach) everywhere. */
export function commonErrors(route: RouteDef): number[] {
  const authenticates = route.auth !== "none" && !route.expiryExempt;
  return [
    400,
    ...(authenticates ? [401] : []),
    ...(route.request.body ? [413, 415] : []),
    ...(route.response.kind === "blob" ? [429] : []),
    500,
    503,
  ];
}

/** Every status route `route` may answer, successes first, each once, in order. */
export function routeStatuses(route: RouteDef): { success: number[]; errors: number[] } {
  const kindDefault = { json: 200, blob: 200, redirect: 302, empty: 204 }[route.response.kind];
  const success = route.success ? [...route.success] : [kindDefault];
  const errors = [...new Set([...commonErrors(route), ...(route.errors ?? [])])].sort((a, b) => a - b);
  return { success, errors };
}

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };
const RETRY_AFTER = { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 0 } };

function errorResponse(status: number): JsonSchema {
  if (status === 429 || status === 503) return { $ref: `#/components/responses/Retry${status}` };
  return { description: "Error: `{ code, mensaje }`", content: { "application/json": { schema: ERROR_REF } } };
}

function successResponse(route: RouteDef, status: number): JsonSchema {
  const response = route.response;
  if (status === 204) return { description: "No content" };
  switch (response.kind) {
    case "json":
      return { description: "OK", content: { "application/json": { schema: toSchema(response.schema) } } };
    case "blob": {
      // `accept` may list several types (proformas: one Excel or a ZIP).
      const types = response.accept.split(",").map((type) => type.trim());
      const binary = { schema: { type: "string", contentMediaType: types[0], format: "binary" } };
      return { description: "A file", content: Object.fromEntries(types.map((type) => [type, binary])) };
    }
    case "redirect":
      return { description: "Browser redirect", headers: { Location: { schema: { type: "string" } } } };
    default:
      // An `empty` route that answers 200/202 sends no body either.
      return { description: "OK, no body" };
  }
}

function responses(route: RouteDef): Record<string, JsonSchema> {
  const { success, errors } = routeStatuses(route);
  return Object.fromEntries([
    ...success.map((status) => [String(status), successResponse(route, status)]),
    ...errors.map((status) => [String(status), errorResponse(status)]),
  ]);
}

function parameters(route: RouteDef, where: "path" | "query" | "header"): JsonSchema[] {
  const source = { path: route.request.params, query: route.request.query, header: route.request.headers }[where];
  if (!source) return [];
  const schema = toSchema(source);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

function operation(id: string, route: RouteDef): JsonSchema {
  return {
    operationId: id,
    summary: route.summary,
    tags: [route.path.split("/")[2] ?? "ov"],
    parameters: [...parameters(route, "path"), ...parameters(route, "query"), ...parameters(route, "header")],
    responses: responses(route),
    ...(route.auth === "bearer" || route.auth === "clientCredentials" ? { security: [{ bearer: [] }] } : {}),
    ...(route.auth === "basic" ? { security: [{ basic: [] }] } : {}),
    ...(route.request.body
      ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(route.request.body) } } } }
      : {}),
  };
}

/** Two contract routes on one method and path (sharedPaths: JSON or a file by `output`, list
 * or proformas by `cb`) are one operation: the union of their parameters (a parameter both
 * declare differently takes either schema) and of their answers (status by status, media
 * type by media type). */
function merge(first: JsonSchema, id: string, route: RouteDef, second: JsonSchema): JsonSchema {
  const byKey = new Map<string, JsonSchema>();
  for (const p of first.parameters as JsonSchema[]) byKey.set(`${p.in} ${p.name}`, p);
  for (const p of second.parameters as JsonSchema[]) {
    const key = `${p.in} ${p.name}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { ...p, required: false });
    else if (JSON.stringify(known.schema) !== JSON.stringify(p.schema)) {
      // A third route on the path (json, xlsx and csv) adds its schema to the same anyOf.
      const options = (known.schema as JsonSchema).anyOf ? [...((known.schema as JsonSchema).anyOf as JsonSchema[])] : [known.schema];
      byKey.set(key, { ...known, required: Boolean(known.required && p.required), schema: { anyOf: [...options, p.schema] } });
    } else byKey.set(key, { ...known, required: Boolean(known.required && p.required) });
  }
  for (const [key, p] of byKey) {
    const inBoth = (second.parameters as JsonSchema[]).some((q) => `${q.in} ${q.name}` === key);
    if (!inBoth) byKey.set(key, { ...p, required: false });
  }
  const answers = { ...(first.responses as Record<string, JsonSchema>) };
  for (const [status, response] of Object.entries(second.responses as Record<string, JsonSchema>)) {
    const known = answers[status];
    const content = { ...(known?.content as JsonSchema | undefined), ...(response.content as JsonSchema | undefined) };
    answers[status] = known ? { ...known, ...(Object.keys(content).length ? { content } : {}) } : response;
  }
  return {
    ...first,
    description: `${first.description ? `${first.description as string} ` : ""}Also: ${id} (${route.summary})`,
    parameters: [...byKey.values()],
    responses: Object.fromEntries(Object.entries(answers).sort(([a], [b]) => Number(a) - Number(b))),
  };
}

/** OpenAPI 3.1 made from the contract's route table: the server cannot document a call
 * differently from the way it validates it. Served by the API at /ov/docs/openapi.json and
 * published in this package as `openapi.json` (the build writes it). */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, route] of Object.entries(routes) as [string, RouteDef][]) {
    const methods = (paths[route.path] ??= {});
    const method = route.method.toLowerCase();
    const known = methods[method];
    methods[method] = known ? merge(known, id, route, operation(id, route)) : operation(id, route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Oficina Virtual API",
      version: "2.0.7",
      description: "The /ov calls of the Oficina Virtual spec, generated from @oficina-virtual/api-contract.",
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" }, basic: { type: "http", scheme: "basic" } },
      schemas: { ApiError: toSchema(apiErrorBodySchema) },
      responses: {
        Retry429: {
          description: "Too many attempts, or a quota reached: `{ code, mensaje }`; wait Retry-After seconds",
          headers: { "Retry-After": RETRY_AFTER },
          content: { "application/json": { schema: ERROR_REF } },
        },
        Retry503: {
          description: "Service unavailable (the database is out of reach): `{ code, mensaje }`; try again after Retry-After seconds",
          headers: { "Retry-After": RETRY_AFTER },
          content: { "application/json": { schema: ERROR_REF } },
        },
      },
    },
    paths,
  };
}
