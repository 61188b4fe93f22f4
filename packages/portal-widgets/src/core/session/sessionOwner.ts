import { decodeJwtPayload } from "../../domain";
import type { SessionState } from "./sessionState";

/**
 * Who a session belongs to, as a short opaque text, or null when nobody is logged in.
 * Drafts are kept under it and tabs compare it to tell "the same user got a new token"
 * (a login elsewhere, a renewal) from "another user logged in". From the token's claims
 * when it has them (our API signs `sub` and `role`), else from the e-mail the login
 * answered; each source is stable for one user across logins. Hashed, so a draft's
 * storage never spells out the user (it is not a secret either: the e-mail sits in
 * localStorage while logged in).
 */
export function sessionOwner(state: Pick<SessionState, "accessToken" | "email" | "isAdministrador" | "profile">): string | null {
  if (state.accessToken === null) return null;
  const claims = decodeJwtPayload(state.accessToken) ?? {};
  const claim = [claims.sub, claims.username, claims.preferred_username, claims.email].find(
    (value) => (typeof value === "string" && value !== "") || typeof value === "number",
  );
  const id = claim !== undefined ? `t:${String(claim)}` : (state.email ?? state.profile?.username ?? null);
  if (id === null) return null;
  const role = typeof claims.role === "string" ? claims.role : state.isAdministrador ? "administrator" : "customer";
  return hash(`${role}\u0000${id}`);
}

/** cyrb53: a fast 53-bit string hash (public domain). Enough to tell users apart in one
 * browser; not a security boundary. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
