import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../context";

export function registerDevRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
