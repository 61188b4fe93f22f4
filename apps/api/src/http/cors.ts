import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** What a page on an allowed origin reaches: the API and the embed's files (a module script
 * and its chunks are fetched with CORS). */
const CROSS_ORIGIN_PATHS = /^\/(ov|token|embed)(\/|\?|$)/;

/**
 * CORS for the CMS embed, for the origins of EMBED_ORIGINS only (none when unset). The
 * allowed origin is echoed, never `*`, and no credentials are allowed: the API takes a
 * bearer token, not cookies. A refused origin gets no CORS header, and its preflight the
 * usual 404. `Vary: Origin` on every answer of those paths, so a shared cache never hands
 * one origin's answer to another.
 */
export async function installEmbedCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  // The static files' own `Vary: Accept-Encoding` (they are served precompressed) is set on
  // the raw response, which the reply's `Vary: Origin` would replace: start the reply's
  // list with it, and the CORS plugin appends Origin.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.url.startsWith("/embed/")) reply.header("vary", "Accept-Encoding");
    done();
  });
  await app.register(fastifyCors, {
    hideOptionsRoute: true,
    delegator(request, callback) {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin) || !CROSS_ORIGIN_PATHS.test(request.url)) {
        callback(null, { origin: false });
        return;
      }
      callback(null, {
        origin,
        credentials: false,
        // allowedHeaders unset: the headers the browser asks for are echoed (the contract's
        // calls send several of their own: refresh_token, token, newPassword, Idempotency-Key…).
        methods: ["GET", "POST", "PUT", "DELETE"],
        // The file name of downloads, and how long to wait after a 429.
        exposedHeaders: ["Content-Disposition", "Retry-After"],
        maxAge: 600,
      });
    },
  });
}
