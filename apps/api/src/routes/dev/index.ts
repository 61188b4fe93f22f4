import type { RoutePlugin } from "../../context";
import { listOutbox } from "../../mail/outbox";

/** Demo-only routes (mounted when config.demo): the outbox, so the validation and reset
 * links can be followed without a mail server. */
export const devRoutes: RoutePlugin = async (app, { deps }) => {
  app.get("/dev/outbox", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return listOutbox(deps.db);
  });
};
