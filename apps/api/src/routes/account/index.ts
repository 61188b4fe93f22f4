import type { RoutePlugin } from "../../context";
import { createAccountContext } from "./accountContext";
import { registerClientCredentialRoutes } from "./clientCredentials";
import { registerContactEmailRoutes } from "./contactEmail";
import { registerContactPhoneRoutes } from "./contactPhone";
import { registerRecoveryRoutes } from "./recovery";
import { registerRefreshRoute } from "./refresh";
import { registerSessionRoutes } from "./session";
import { registerSessionsActivityRoutes } from "./sessionsActivity";
import { registerSignupRoutes } from "./signup";

/** Every account call of part 1 §7: session, signup and validation, recovery, the e-mail
 * link pages and the client-credentials set-password flow. Decisions where the spec is
 * silent are in README.md beside this file. */
export const accountRoutes: RoutePlugin = async (app, { deps }) => {
  const ctx = createAccountContext(app, deps);
  registerSessionRoutes(app, ctx);
  registerRefreshRoute(app, ctx);
  registerSignupRoutes(app, ctx);
  registerRecoveryRoutes(app, ctx);
  registerClientCredentialRoutes(app, ctx);
  registerContactPhoneRoutes(app, ctx);
  registerContactEmailRoutes(app, ctx);
  registerSessionsActivityRoutes(app, ctx);
};
