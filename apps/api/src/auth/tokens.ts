import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export type Role = "customer" | "admin";

/** Who is calling, as carried by the access token. */
export interface Caller {
  userId: number;
  role: Role;
  username: string;
  email: string;
  /** The customer's tax id; administrators reach contracts through admin_contracts. */
  taxId: string | null;
}

const encoder = new TextEncoder();
const keys = new Map<string, Uint8Array>();
/** The encoded key, made once per secret: encoding it on every request showed up in the
 * fullbilling profile. */
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = encoder.encode(secret)));
  return key;
}

/** A caller as a token carries it: with the session (refresh_tokens row) it belongs to, so
 * ending the session ends the token (auth/sessions.ts). */
export interface SessionCaller extends Caller {
  sessionId: number;
}

export async function signAccessToken(caller: SessionCaller, secret: string, minutes: number): Promise<string> {
  return new SignJWT({ role: caller.role, username: caller.username, email: caller.email, taxId: caller.taxId, sid: caller.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(caller.userId))
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(keyOf(secret));
}

// Tokens whose signature was already checked, until they expire: verifying HS256 on every
// request showed up in the fullbilling profile. Only a per-process speed-up: a replica that
// misses simply verifies again. It says nothing about revocation: the session behind a token
// is checked on every request (http/authentication.ts, auth/sessions.ts).
const VERIFIED_MAX = 5000;
const verified = new Map<string, { caller: SessionCaller; expiresAtMs: number }>();

function rememberVerified(token: string, secret: string, caller: SessionCaller, exp: number): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(`${secret}\u0000${token}`, { caller, expiresAtMs: exp * 1000 });
}

/** The caller of a valid, unexpired token; null otherwise. `ignoreExpiry` accepts a
 * correctly signed but expired token (logout must work after the access token expired).
 * A token must carry `exp` and a session (`sid`) even then: one without would never end. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  { ignoreExpiry = false }: { ignoreExpiry?: boolean } = {},
): Promise<SessionCaller | null> {
  const hit = verified.get(`${secret}\u0000${token}`);
  if (hit && (ignoreExpiry || hit.expiresAtMs > Date.now())) return hit.caller;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
      ...(ignoreExpiry ? { currentDate: new Date(0) } : {}),
    });
    const role = payload.role;
    if (role !== "customer" && role !== "admin") return null;
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || typeof sessionId !== "number" || !Number.isSafeInteger(sessionId)) return null;
    const caller: SessionCaller = {
      userId,
      role,
      username: String(payload.username ?? ""),
      email: String(payload.email ?? ""),
      taxId: typeof payload.taxId === "string" ? payload.taxId : null,
      sessionId,
    };
    if (!ignoreExpiry) rememberVerified(token, secret, caller, payload.exp!);
    return caller;
  } catch {
    return null;
  }
}

/** An opaque random token (refresh, e-mail links) and the hash that is stored instead. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The `role` claim of client-credentials tokens, which user-token checks refuse. */
export const CLIENT_ROLE = "client";
const CLIENT_AUDIENCE = "ov-client-credentials";

/** A short-lived token for the client-credentials calls (set-password): role "client",
 * subject the client id. verifyAccessToken refuses it (its role is no user role). */
export async function signClientToken(clientId: string, secret: string, seconds: number): Promise<string> {
  return new SignJWT({ role: CLIENT_ROLE })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(clientId)
    .setAudience(CLIENT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(keyOf(secret));
}

/** The client id of a valid, unexpired client token; null otherwise (user tokens too). */
export async function verifyClientToken(token: string, secret: string): Promise<{ clientId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      audience: CLIENT_AUDIENCE,
    });
    if (payload.role !== CLIENT_ROLE || typeof payload.sub !== "string") return null;
    return { clientId: payload.sub };
  } catch {
    return null;
  }
}
