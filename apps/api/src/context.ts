import type { FastifyPluginAsync } from "fastify";
import type { Limits } from "./auth/limits";
import type { ServerConfig } from "./config";
import type { Database } from "./db/client";
import type { DocumentService } from "./documents/pool/documentService";

/** What every route module receives: no module keeps state of its own in memory, so two
 * replicas behind a balancer answer alike. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** Injected so tests can move time (token expiry, rate-limit windows, 24 h links). */
  now: () => Date;
  /** The documents' worker pool and export slots (process state: they bound this process's
   * threads and memory, nothing two replicas would need to share). */
  documents: DocumentService;
  /** The rate limits and quotas (auth/limits.ts), counting in the database or in Redis. */
  limits: Limits;
}

/** What buildApp takes: without `documents` it makes a service from the config (and closes
 * it with the app); the limits always come from the config. */
export type AppInput = Omit<AppDeps, "documents" | "limits"> & { documents?: DocumentService };

/** A group of routes, registered with `app.register(plugin, { deps })`. */
export type RoutePlugin = FastifyPluginAsync<{ deps: AppDeps }>;
