import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

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

export async function signAccessToken(caller: Caller, secret: string, minutes: number): Promise<string> {
  return new SignJWT({ role: caller.role, username: caller.username, email: caller.email, taxId: caller.taxId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(caller.userId))
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(encoder.encode(secret));
}

/** The caller of a valid, unexpired token; null otherwise. `ignoreExpiry` accepts a
 * correctly signed but expired token (logout must work after the access token expired). */
export async function verifyAccessToken(
  token: string,
  secret: string,
  { ignoreExpiry = false }: { ignoreExpiry?: boolean } = {},
): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      ...(ignoreExpiry ? { currentDate: new Date(0) } : {}),
    });
    const role = payload.role;
    if (role !== "customer" && role !== "admin") return null;
    return {
      userId: Number(payload.sub),
      role,
      username: String(payload.username ?? ""),
      email: String(payload.email ?? ""),
      taxId: typeof payload.taxId === "string" ? payload.taxId : null,
    };
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
