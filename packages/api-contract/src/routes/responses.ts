import type { z } from "zod";

/** Call input as a reader sees it: the parts the client sent. */
export interface SentRequest {
  params?: unknown;
  query?: unknown;
  headers?: unknown;
  body?: unknown;
}

/** A JSON answer, checked by `schema`; `read` (clients only, see AnswerReader) turns the
 * parsed answer into the callers' type. */
export function json<S extends z.ZodType>(schema: S): { readonly kind: "json"; readonly schema: S };
export function json<S extends z.ZodType, T>(
  schema: S,
  read: (answer: z.output<S>, request: SentRequest) => T,
): { readonly kind: "json"; readonly schema: S; readonly read: (answer: z.output<S>, request: SentRequest) => T };
export function json(schema: z.ZodType, read?: (answer: never, request: SentRequest) => unknown) {
  return read ? ({ kind: "json", schema, read } as const) : ({ kind: "json", schema } as const);
}
export const blob = <A extends string>(accept: A) => ({ kind: "blob", accept }) as const;
export const empty = { kind: "empty" } as const;

export const PDF_MIME = "application/pdf";
export const ZIP_MIME = "application/zip";
export const XLS_MIME = "application/vnd.ms-excel";
export const CSV_MIME = "text/csv";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Proformas come as one Excel or as a ZIP; the request's Accept header picks. */
export const PROFORMA_ACCEPT = `${XLS_MIME}, ${ZIP_MIME}` as const;
