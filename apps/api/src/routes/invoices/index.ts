import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../context";

export function registerInvoiceRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
