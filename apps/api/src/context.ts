import type { FastifyPluginAsync } from "fastify";
import type { ServerConfig } from "./config";
import type { Database } from "./db/client";

/** What every route module receives: no module keeps state of its own in memory, so two
 * replicas behind a balancer answer alike. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** Injected so tests can move time (token expiry, rate-limit windows, 24 h links). */
  now: () => Date;
}

/** A group of routes, registered with `app.register(plugin, { deps })`. */
export type RoutePlugin = FastifyPluginAsync<{ deps: AppDeps }>;
