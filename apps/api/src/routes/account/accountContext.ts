import type { FastifyInstance } from "fastify";
import type { LookupLimiter } from "../../auth/lookupLimit";
import type { MailLimiter } from "../../auth/mailLimit";
import type { LoginThrottle } from "../../auth/rateLimit";
import type { RefreshThrottle } from "../../auth/refreshLimit";
import type { AppDeps } from "../../context";

/** What the account routes share: the app's deps, the login and refresh throttles, the e-mail and the signup lookups' limits. */
export interface AccountContext {
  deps: AppDeps;
  throttle: LoginThrottle;
  refreshThrottle: RefreshThrottle;
  mailLimiter: MailLimiter;
  lookupLimiter: LookupLimiter;
}

/** The app's limits (auth/limits.ts), under the names the account routes use. */
export function createAccountContext(_app: FastifyInstance, deps: AppDeps): AccountContext {
  const { limits } = deps;
  return { deps, throttle: limits.login, refreshThrottle: limits.refresh, mailLimiter: limits.mail, lookupLimiter: limits.lookup };
}

/** Routes mounted in their own plugin scope, so hooks added there (client credentials,
 * signup's missing-field check) apply to those routes only. */
export function scoped(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => register(scope));
}
