import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../context";

export function registerAccountRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
