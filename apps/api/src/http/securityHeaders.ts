import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { ServerConfig } from "../config";

/**
 * The host app's Content-Security-Policy. Scripts only from this origin (no inline script,
 * no eval); styles also inline, because Radix's scroll lock (dialogs) adds a <style> element
 * and React and recharts set style attributes. `connect-src 'self'`: the host app calls this
 * origin only (a host configured with the connection check's external URLs must add them).
 */
export function contentSecurityDirectives(https: boolean): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "connect-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "img-src": ["'self'", "data:", "blob:"],
    "object-src": ["'none'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** Helmet's headers with our policy, computed once: building Helmet's middleware per request
 * (what @fastify/helmet does) cost about 20 µs a call, a tenth of the lightest API answers. */
export function securityHeaders(config: Pick<ServerConfig, "publicUrl">): Record<string, string> {
  const https = config.publicUrl.startsWith("https:");
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(https) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
    // Only where the portal is served over https: HSTS on http would be ignored at best, and
    // subdomains are not ours to decide for.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as never, recorder as never, () => undefined);
  return headers;
}

/** Answers of these paths carry personal data (or secrets): no cache may keep them. The
 * OpenAPI document is the only public one. */
const PERSONAL = /^\/(ov|token|dev)(\/|\?|$)/;
const PUBLIC = /^\/ov\/docs(\/|\?|$)/;

export function needsNoStore(url: string): boolean {
  return PERSONAL.test(url) && !PUBLIC.test(url);
}

/** Every answer gets the security headers; every personal one `Cache-Control: no-store`
 * (a route may make it stricter, e.g. `private, no-store`, never weaker: none sets one). */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (needsNoStore(request.url)) reply.header("cache-control", "no-store");
    done();
  });
}
