import type { RouteDef } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/** Code sent with every 400 caused by a request that does not fit the contract. */
export const VALIDATION_ERROR_CODE = 400;

export interface ParsedRequest {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
  raw: FastifyRequest;
  reply: FastifyReply;
}

type Handler = (req: ParsedRequest) => Promise<unknown> | unknown;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : "invalid request";
}

/** Mounts one call of the contract: its request is parsed with the contract's schemas
 * (bad input answers 400 with a code, never reaching the handler), and a JSON answer is
 * checked against the response schema so server and client cannot drift. */
export function mountRoute(app: FastifyInstance, route: RouteDef, handler: Handler): void {
  const url = buildFastifyPath(route.path);
  app.route({
    method: route.method,
    url,
    handler: async (request, reply) => {
      const parsed: Record<"params" | "query" | "headers" | "body", unknown> = {
        params: request.params,
        query: request.query,
        headers: request.headers,
        body: request.body,
      };
      for (const part of ["params", "query", "headers", "body"] as const) {
        const schema = route.request[part];
        if (!schema) continue;
        const result = schema.safeParse(parsed[part] ?? {});
        if (!result.success) {
          return reply.code(400).send({ code: VALIDATION_ERROR_CODE, mensaje: firstIssue(result.error) });
        }
        parsed[part] = result.data;
      }
      const answer = await handler({ ...parsed, raw: request, reply } as ParsedRequest);
      if (reply.sent) return reply;
      if (route.response.kind === "json") {
        return reply.send(route.response.schema.parse(answer));
      }
      return reply.send(answer);
    },
  });
}

/** `/ov/contracts/{codAbonado}` → `/ov/contracts/:codAbonado`. */
export function buildFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
