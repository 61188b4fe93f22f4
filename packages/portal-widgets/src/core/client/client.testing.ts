// Helpers shared by the core tests; not exported from the library.
import { defineRoute } from "@oficina-virtual/api-contract";
import { z } from "zod";

export const API = "https://api.test";
export const ADMIN_API = "https://admin.test";

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** An unsigned JWT whose `exp` is `secondsFromNow` away (negative: already expired). */
export function makeJwt(secondsFromNow: number, claims: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({ sub: "u1", exp, ...claims })}.signature`;
}

const profile = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  family_name: z.string().optional(),
  given_name: z.string().optional(),
});

/** A small route table in the contract's shape, so the client is tested on its own. */
export const testRoutes = {
  ping: defineRoute({
    method: "GET",
    path: "/ov/test/ping",
    host: "customer",
    auth: "none",
    request: {},
    response: { kind: "json", schema: z.object({ ok: z.boolean() }) },
    summary: "test",
  }),
  adminPing: defineRoute({
    method: "GET",
    path: "/ov/test/admin",
    host: "admin",
    auth: "none",
    request: {},
    response: { kind: "json", schema: z.object({ ok: z.boolean() }) },
    summary: "test",
  }),
  item: defineRoute({
    method: "GET",
    path: "/ov/items/{id}",
    host: "byRole",
    auth: "bearer",
    request: {
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string().optional(), page: z.number().optional(), flag: z.boolean().optional() }).optional(),
    },
    response: { kind: "json", schema: z.object({ id: z.string(), total: z.number() }) },
    summary: "test",
  }),
  create: defineRoute({
    method: "POST",
    path: "/ov/items",
    host: "customer",
    auth: "bearer",
    request: { body: z.object({ title: z.string() }) },
    response: { kind: "json", schema: z.object({ id: z.string() }) },
    summary: "test",
  }),
  file: defineRoute({
    method: "GET",
    path: "/ov/files/{name}",
    host: "customer",
    auth: "bearer",
    request: { params: z.object({ name: z.string() }) },
    response: { kind: "blob", accept: "application/pdf" },
    summary: "test",
  }),
  privateToken: defineRoute({
    method: "POST",
    path: "/ov/user/api/privateToken",
    host: "byRole",
    auth: "none",
    expiryExempt: true,
    request: { body: z.object({ username: z.string(), password: z.string(), isAdministradorFinca: z.boolean() }) },
    response: {
      kind: "json",
      schema: z.object({
        access_token: z.string(),
        refresh_token: z.string(),
        email: z.string(),
        isAdministrador: z.boolean(),
      }),
    },
    summary: "login",
  }),
  logout: defineRoute({
    method: "POST",
    path: "/ov/user/api/logout",
    host: "byRole",
    auth: "bearer",
    expiryExempt: true,
    request: { headers: z.object({ refresh_token: z.string() }) },
    response: { kind: "empty" },
    summary: "logout",
  }),
  me: defineRoute({
    method: "GET",
    path: "/ov/user/api/me",
    host: "byRole",
    auth: "bearer",
    request: {},
    response: { kind: "json", schema: profile },
    summary: "profile",
  }),
  clientToken: defineRoute({
    method: "POST",
    path: "/token",
    host: "customer",
    auth: "basic",
    request: { query: z.object({ grant_type: z.literal("client_credentials") }) },
    response: { kind: "json", schema: z.object({ access_token: z.string() }) },
    summary: "client token",
  }),
  setPassword: defineRoute({
    method: "POST",
    path: "/ov/users/set-password",
    host: "customer",
    auth: "clientCredentials",
    request: { body: z.object({ userData: z.object({ token: z.string(), password: z.string() }) }) },
    response: { kind: "empty" },
    summary: "set password",
  }),
  validation: defineRoute({
    method: "GET",
    path: "/ov/users/validation",
    host: "customer",
    auth: "none",
    request: { query: z.object({ token: z.string() }) },
    response: { kind: "redirect" },
    summary: "redirect",
  }),
};
