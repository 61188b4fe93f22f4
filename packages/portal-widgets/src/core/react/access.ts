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

/** Where a user must be sent instead of the route, or null when the route may show. */
export function redirectFor(access: Access, { authenticated, session }: AccessInput): string | null {
  switch (access) {
    case "public":
      return null;
    case "anonymous":
      return authenticated ? "/" : null;
    case "authenticated":
      return authenticated ? null : "/login";
    case "home":
      if (!authenticated || session.isLeaving || !session.accessToken) return "/login";
      return session.isAdministrador ? "/administrador-fincas" : null;
    case "administrator":
      if (!authenticated) return "/login";
      return session.isAdministrador ? null : "/";
  }
}

/** Whether the rule lets this user see what it guards. */
export function mayShow(access: Access, input: AccessInput): boolean {
  return redirectFor(access, input) === null;
}
