import type { z } from "zod";

export const json = <S extends z.ZodType>(schema: S) => ({ kind: "json", schema }) as const;
export const blob = <A extends string>(accept: A) => ({ kind: "blob", accept }) as const;
export const empty = { kind: "empty" } as const;

export const PDF_MIME = "application/pdf";
export const ZIP_MIME = "application/zip";
export const XLS_MIME = "application/vnd.ms-excel";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Proformas come as one Excel or as a ZIP; the request's Accept header picks. */
export const PROFORMA_ACCEPT = `${XLS_MIME}, ${ZIP_MIME}` as const;
