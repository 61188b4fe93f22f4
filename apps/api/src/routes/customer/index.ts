import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../context";

export function registerCustomerRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
