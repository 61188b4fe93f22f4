import { routes } from "@oficina-virtual/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findEmailToken } from "../../auth/emailTokens";
import { mountRoute } from "../../http/contractRoute";
import { type AccountContext, scoped } from "./accountContext";

export const VALIDATION_ERROR_PAGE = "/user-validation-error";

/*
 * The mailed validation link (GET /ov/users/validation?token=) changes nothing: mail
 * scanners and link previews open links with a GET, so a GET that validated an account or
 * set a password would act for whoever opened it. It only checks the token and redirects
 * to the page where the person acts:
 * - a signup's validation token → /user-verify-email?token= (button 'Confirmar', which
 *   spends it through verifyUserEmail);
 * - a pre-registered administrator's password link → /user-change-password?token= (the
 *   password form, which spends it through updatePassword, a PUT).
 * A bad, used, expired, missing or malformed token → the error page.
 */
export function registerValidationLinkRoute(app: FastifyInstance, ctx: AccountContext): void {
  const { deps } = ctx;
  scoped(app, (scope) => {
    // A browser follows this link: a missing or malformed token also ends on the error page.
    scope.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      const token = (request.query as Record<string, unknown> | undefined)?.token;
      if (typeof token !== "string" || token === "" || token.length > 4096) return reply.redirect(VALIDATION_ERROR_PAGE, 302);
    });

    mountRoute(scope, deps, routes.userValidation, async ({ query, reply }) => {
      const owner = await findEmailToken(deps.db, query.token, ["validation", "password-link"], deps.now());
      if (!owner) return reply.redirect(VALIDATION_ERROR_PAGE, 302);
      const page = owner.purpose === "password-link" ? "/user-change-password" : "/user-verify-email";
      return reply.redirect(`${page}?token=${encodeURIComponent(query.token)}`, 302);
    });
  });
}
