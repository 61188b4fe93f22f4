import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors/httpError";

/*
 * A backstop behind the contract's schemas (oneLine/freeText), which are the real rule: a
 * string PostgreSQL cannot take (U+0000 in text or jsonb) or that has no UTF-8 form (an
 * unpaired surrogate, which JSON's \uD800 escapes and %ED%A0%80 in a URL can produce) is
 * refused wherever it sits in the request, so a route that forgets the helpers, or text
 * that never meets a schema (a raw header, an unknown query key), still answers 400, not
 * 500. With the `u` flag a well-formed pair is one code point, so only lone halves match.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

export const HOSTILE_TEXT_MESSAGE = "La petición contiene caracteres no permitidos.";

/** True when a string, key or value anywhere inside `value` holds U+0000 or an unpaired
 * surrogate. Iterative: a 64 kB body of nested arrays must not overflow the stack. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Refuses, before validation, a request whose path, query, headers or JSON body holds
 * text PostgreSQL cannot store. */
export function installHostileTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if ([request.params, request.query, request.headers, request.body].some(hasUnstorableText)) {
      throw new HttpError(400, 400, HOSTILE_TEXT_MESSAGE);
    }
  });
}
