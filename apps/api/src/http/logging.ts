import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyServerOptions } from "fastify";

/*
 * The request log (LOG=1): one JSON object per line (pino, Fastify's own logger), every line of
 * a request tagged with its id. The id comes from the X-Request-Id a balancer or a caller sent
 * (when it looks like one), else a new UUID, and goes back in the answer's X-Request-Id, so one
 * request can be followed from the balancer's log to ours and to a customer's report.
 *
 * No personal data: a line names the method, the path without its query string (searches carry
 * NIFs, CUPS and e-mail addresses there), the route and the status; never the body, a header or
 * the client's address. An error keeps its type, code and message, less the parameters a failed
 * query lists after "params:".
 */

export const REQUEST_ID_HEADER = "x-request-id";
/** What a request id from outside may look like: a UUID, a balancer's hex id, a trace id. */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** The caller's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

const pathOnly = (url: string | undefined) => (url ?? "").split("?", 1)[0];

interface LoggedRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

interface LoggedError {
  name?: string;
  code?: string | number;
  statusCode?: number;
  message?: string;
  stack?: string;
}

export const logSerializers = {
  req: (request: LoggedRequest) => ({ method: request.method, url: pathOnly(request.url), route: request.routeOptions?.url }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: LoggedError) => ({
    type: error.name ?? "Error",
    code: error.code,
    statusCode: error.statusCode,
    message: (error.message ?? "").split(/\bparams:/, 1)[0]!.trim(),
    // The frames only: the stack's first lines repeat the message.
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  }),
};

/** Fastify's logger and request-id options: JSON lines on `stream` (stdout by default) when
 * `enabled`. */
export function loggingOptions(enabled: boolean, stream?: NodeJS.WritableStream): Partial<FastifyServerOptions> {
  return {
    logger: enabled ? { level: "info", serializers: logSerializers, ...(stream ? { stream } : {}) } : false,
    requestIdHeader: false,
    genReqId: requestIdOf,
  };
}

/** Every answer carries its request's id. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
