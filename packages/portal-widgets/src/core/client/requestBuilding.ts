import { ApiError } from "./ApiError";

/** Small pure helpers the client uses to turn a route and its input into a fetch call. */

type QueryValue = string | number | boolean | null | undefined | Date;

/** Joins a base URL (absolute, or "" for same origin) and a path, with exactly one slash. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, "");
  const tail = path.startsWith("/") ? path : `/${path}`;
  return `${base}${tail}`;
}

/** Builds `?a=1&b=2` from a flat object. undefined, null and "" are left out (the spec's
 * filters send only what the user filled in); arrays repeat the key. Returns "" when
 * nothing is left. */
export function buildQueryString(query: unknown): string {
  if (typeof query !== "object" || query === null) return "";
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query as Record<string, QueryValue | QueryValue[]>)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null || value === "") continue;
      search.append(key, value instanceof Date ? value.toISOString() : String(value));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/** Appends a query string to a path that may already carry one. */
export function appendQuery(url: string, queryString: string): string {
  if (queryString === "") return url;
  return url.includes("?") ? `${url}&${queryString.slice(1)}` : `${url}${queryString}`;
}

/** Header values from a route's `headers` input: strings, undefined ones dropped. */
export function headerRecord(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof headers !== "object" || headers === null) return out;
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    out[key] = String(value);
  }
  return out;
}

/** `Basic base64(id:secret)`, UTF-8 safe (btoa alone throws on non-Latin-1 text). */
export function basicAuthorization(id: string, secret: string): string {
  const bytes = new TextEncoder().encode(`${id}:${secret}`);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The file name a `Content-Disposition` header suggests: RFC 5987 `filename*` first,
 * then `filename` (quoted or bare). Path separators are stripped so the name cannot
 * point outside the download folder. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, "$1");
    const encoded = value.replace(/^[\w-]*'[^']*'/, "");
    try {
      return clean(decodeURIComponent(encoded));
    } catch {
      // A malformed percent sequence: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, "$1") : (plain[1] ?? "").trim();
  return clean(value);
}

function clean(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** Download paths come from response data, so they are checked like any other input:
 * a relative path under /ov/ on our own host, after resolving dot segments. */
export function checkDownloadPath(path: string): string {
  const placeholder = "http://same-host.invalid";
  if (typeof path === "string" && path.startsWith("/ov/") && !path.includes("\\")) {
    const resolved = new URL(path, placeholder);
    if (resolved.origin === placeholder && resolved.pathname.startsWith("/ov/")) {
      return `${resolved.pathname}${resolved.search}`;
    }
  }
  throw new ApiError({
    kind: "invalid-response",
    routeId: "rawDownload",
    body: path,
    message: `rawDownload: refused download path ${JSON.stringify(path)}; only same-host paths under /ov/ are followed`,
  });
}
