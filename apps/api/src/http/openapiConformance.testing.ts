import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { buildOpenApi } from "@oficina-virtual/api-contract";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/*
 * Checks answers against the OpenAPI document, the way an independent validating proxy
 * (Prism) would: the operation must list the status, the status must list the media type
 * sent, a JSON body must fit that media type's schema, and the headers the status declares
 * (Retry-After on 429/503, Location on a redirect) must be there. The recorder in
 * answerRecorder.testing.ts feeds it every answer of the API suite.
 */

/** One answer as it left the server. */
export interface AnswerRecord {
  method: string;
  /** The Fastify route pattern (`/ov/contracts/:codAbonado`). */
  route: string;
  status: number;
  headers: Record<string, unknown>;
  /** The payload as onSend saw it: the serialized JSON, a file's Buffer, or nothing. */
  body: unknown;
}

type Json = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, Json>>; components: Json };

/** `/ov/contracts/:codAbonado` → `/ov/contracts/{codAbonado}`. */
const documentPath = (route: string) => route.replace(/:(\w+)/g, "{$1}");

function resolve(document: Document, value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== "string") return value;
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Json>((node, key) => node[key] as Json, document as unknown as Json);
}

function hasBody(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  if (typeof body === "string" || Buffer.isBuffer(body)) return body.length > 0;
  return true; // a stream
}

/** The payload's text, undoing Content-Encoding (the measure calls gzip their JSON). */
function decoded(body: unknown, encoding: unknown): string {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(String(body), "utf8");
  const undo = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }[String(encoding ?? "")];
  return (undo ? undo(bytes) : bytes).toString("utf8");
}

/** Returns a function that says what is wrong with an answer (null when it conforms), or
 * `undefined` for an answer of a route the document does not cover (/healthz, /ov/docs,
 * the development routes, the not-found handler). */
export function conformanceChecker(document = buildOpenApi() as unknown as Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();

  const validatorFor = (key: string, schema: Json) => {
    // A schema that is a reference (every error body) is compiled once, under its reference.
    const cacheKey = typeof schema.$ref === "string" ? schema.$ref : key;
    let validate = validators.get(cacheKey);
    if (!validate) {
      // The document's components travel with each schema so that `#/components/…` resolves.
      validate = ajv.compile({ ...resolve(document, schema), components: document.components });
      validators.set(cacheKey, validate);
    }
    return validate;
  };

  return (record: AnswerRecord): string | null | undefined => {
    const operation = document.paths[documentPath(record.route)]?.[record.method.toLowerCase()];
    if (!operation) return undefined;
    // 499 is what the server logs for a download whose client hung up (http/exportRoute.ts):
    // nothing reaches anyone, so there is nothing to document.
    if (record.status === 499) return null;
    const where = `${record.method} ${documentPath(record.route)} → ${record.status}`;
    const responses = operation.responses as Record<string, Json>;
    const declared = responses[String(record.status)];
    if (!declared) return `${where}: status not documented (documented: ${Object.keys(responses).join(", ")})`;
    const response = resolve(document, declared);

    for (const header of Object.keys((response.headers as Json | undefined) ?? {})) {
      if (record.headers[header.toLowerCase()] === undefined) return `${where}: header ${header} missing`;
    }
    if (!hasBody(record.body)) return null;
    const content = (response.content as Record<string, Json> | undefined) ?? {};
    const mediaType = String(record.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    const media = content[mediaType];
    if (!media) return `${where}: media type "${mediaType}" not documented (documented: ${Object.keys(content).join(", ") || "no body"})`;
    if (mediaType !== "application/json") return null;
    let body: unknown;
    try {
      body = JSON.parse(decoded(record.body, record.headers["content-encoding"]));
    } catch {
      return `${where}: the body is not JSON`;
    }
    const validate = validatorFor(`${where} ${mediaType}`, media.schema as Json);
    if (validate(body)) return null;
    return `${where}: body does not fit the schema: ${ajv.errorsText(validate.errors)} (body ${JSON.stringify(body).slice(0, 300)})`;
  };
}
