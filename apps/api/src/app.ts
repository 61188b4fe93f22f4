import { routes } from "@oficina-virtual/api-contract";
import Fastify, { type FastifyInstance } from "fastify";
import { mountRoute } from "./http/contractRoute";

export interface AppOptions {
  /** Serve the host app's build from this folder, with the SPA fallback to index.html. */
  staticDir?: string;
  logger?: boolean;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });

  app.get("/healthz", async () => ({ status: "ok" }));

  mountRoute(app, routes.checkConnection, () => ({ status: "ok" }));

  if (options.staticDir) {
    const { default: fastifyStatic } = await import("@fastify/static");
    await app.register(fastifyStatic, { root: options.staticDir, wildcard: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(ov|token|dev)(\/|\?|$)/.test(request.url);
    if (options.staticDir && request.method === "GET" && !isApi) {
      // Client-side routes (/login, /invoices/…) are answered by the host app.
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({ code: 404, mensaje: "Recurso no encontrado." });
  });

  return app;
}
