import { type RouteDef, routes } from "@oficina-virtual/api-contract";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

// Responses are documented in their input form: the transforms (list-or-item, any-case
// line) cannot be expressed as output JSON Schema, and the input form is what the wire
// carries anyway.
function toSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
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

function responses(route: RouteDef): JsonSchema {
  const error = { description: "Error: `{ code, mensaje }`", content: { "application/json": { schema: { type: "object" } } } };
  const base: JsonSchema = { "400": error, "401": error, "404": error };
  switch (route.response.kind) {
    case "json":
      return { "200": { description: "OK", content: { "application/json": { schema: toSchema(route.response.schema) } } }, ...base };
    case "blob":
      return {
        "200": {
          description: "A file",
          content: { [route.response.accept.split(",")[0]!.trim()]: { schema: { type: "string", format: "binary" } } },
        },
        ...base,
      };
    case "redirect":
      return { "302": { description: "Browser redirect" } };
    default:
      return { "204": { description: "No content" }, ...base };
  }
}

/** OpenAPI 3.1 made from the contract's route table: the server cannot document a call
 * differently from the way it validates it. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, route] of Object.entries(routes) as [string, RouteDef][]) {
    const operation: JsonSchema = {
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
    const methods = (paths[route.path] ??= {});
    const method = route.method.toLowerCase();
    // Two contract routes share one path and method (JSON or file by query): document both.
    methods[method] = methods[method] ? { ...methods[method], description: `Also: ${id} (${route.summary})` } : operation;
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
    },
    paths,
  };
}
