import type { SessionState } from "../session/sessionState";

/** Who may see a route of the host app or a widget of the CMS embed (spec part 1 §2 and
 * part 2 §2.1 route tables). The host redirects a user the rule turns away; the embed
 * renders nothing for them. */
export type Access =
  /** Anyone. */
  | "public"
  /** Logged-out users only; a logged-in user goes to /. */
  | "anonymous"
  /** Login required; otherwise /login. */
  | "authenticated"
  /** The customer home: login required, administrators go to /administrador-fincas, and
   * the leaving flag or a missing token sends to /login. */
  | "home"
  /** Login required and the stored isAdministrador flag true; other users go to /. */
  | "administrator";

export interface AccessInput {
  authenticated: boolean;
  session: Pick<SessionState, "isAdministrador" | "isLeaving" | "accessToken">;
}

/** Whether the rule lets this user see what it guards: the whole rule, for the host's
 * routes and the embed's elements alike. */
export function mayShow(access: Access, { authenticated, session }: AccessInput): boolean {
  switch (access) {
    case "public":
      return true;
    case "anonymous":
      return !authenticated;
    case "authenticated":
      return authenticated;
    case "home":
      return authenticated && !session.isLeaving && Boolean(session.accessToken) && !session.isAdministrador;
    case "administrator":
      return authenticated && session.isAdministrador;
  }
}

/** Where the host app sends a user the rule turns away, or null when the route may show. */
export function redirectFor(access: Access, input: AccessInput): string | null {
  if (mayShow(access, input)) return null;
  if (!input.authenticated) return "/login";
  const { session } = input;
  if (access === "home") return session.isLeaving || !session.accessToken ? "/login" : "/administrador-fincas";
  // Signed in but turned away: a logged-out-only page or an administrator's.
  return "/";
}
