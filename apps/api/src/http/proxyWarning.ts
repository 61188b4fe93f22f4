import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";

/** What an operator reads when a proxy forwards to a server that does not believe it. */
export const PROXY_WARNING =
  "Aviso: llegan peticiones con X-Forwarded-For y TRUST_PROXY no está definido: los límites por dirección " +
  "(inicio de sesión, renovación, correos, envíos) cuentan la dirección del proxy para todos los clientes. " +
  "Indica el proxy en TRUST_PROXY (apps/api/README.md, «Running in production»).";

/** In production without TRUST_PROXY, every client behind a proxy counts as the proxy's one
 * address: one client's junk then spends everybody's allowance. A request carrying
 * X-Forwarded-For is the sign of such a proxy; the first one makes the server say so, once,
 * on stderr (whatever LOG says: it is a deployment mistake, not a request). */
export function installProxyWarning(
  app: FastifyInstance,
  config: Pick<ServerConfig, "demo" | "trustProxy">,
  warn: (line: string) => void = (line) => console.warn(line),
): void {
  if (config.demo || config.trustProxy) return;
  let warned = false;
  app.addHook("onRequest", async (request) => {
    if (warned || request.headers["x-forwarded-for"] === undefined) return;
    warned = true;
    warn(PROXY_WARNING);
  });
}
