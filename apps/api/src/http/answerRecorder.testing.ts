import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { FastifyInstance } from "fastify";
import { afterAll } from "vitest";
import type { AnswerRecord } from "./openapiConformance.testing";

/*
 * Vitest setup of the node project: every Fastify app a test file builds records its answers
 * (Fastify announces each new instance on the `fastify.initialization` channel, before any
 * route exists, so no test helper and no production code changes), and when the file ends
 * each answer of a route of the OpenAPI document is checked against it. An undocumented
 * status or media type, a body outside its schema or a missing Retry-After fails the file.
 * Checking at the end, not in the hook, leaves the answers and the tests' own assertions
 * untouched; ajv is loaded only by files that built an app.
 */

const records: AnswerRecord[] = [];

function record(message: unknown): void {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook("onSend", async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route) records.push({ method: request.method, route, status: reply.statusCode, headers: reply.getHeaders(), body: payload });
    return payload;
  });
}

// The channel is process-wide and a worker runs many files: each file unsubscribes its own.
subscribe("fastify.initialization", record);

afterAll(async () => {
  unsubscribe("fastify.initialization", record);
  if (records.length === 0) return;
  const { conformanceChecker } = await import("./openapiConformance.testing");
  const check = conformanceChecker();
  const problems = new Set<string>();
  for (const answer of records.splice(0)) {
    const problem = check(answer);
    if (problem) problems.add(problem);
  }
  if (problems.size > 0) {
    throw new Error(`Answers the OpenAPI document does not describe (packages/api-contract/src/openapi.ts):\n${[...problems].join("\n")}`);
  }
});
