import { z } from "zod";
import {
  count,
  cups,
  freeText,
  headersSchema,
  idParam,
  idString,
  idText,
  lineSchema,
  listOrItem,
  oneLine,
  optionalParam,
  optionalText,
  text,
} from "./common";

/** The portal replaces each double quote of the title and description by this entity
 * before sending (part 1 §3). */
export const encodeIssueText = (value: string) => value.replaceAll('"', "&quot;");
export const decodeIssueText = (value: string) => value.replaceAll("&quot;", '"');

/** The form's limits (part 1 §5), checked by the server on what it receives: the title at
 * most 200 characters once decoded, the description by the textarea-count rule (length, plus
 * 5 per double quote, plus 1 per line break), which on the encoded text is its length plus
 * its line breaks. */
export const ISSUE_TITLE_MAX = 200;
export const ISSUE_DESCRIPTION_MAX = 1000;
const lineBreaks = (value: string) => value.split("\n").length - 1;

/**
 * POST /ov/issues/api/add. Limits are on the encoded text: the form's rule counts 5 extra
 * characters per double quote (the entity) and 1 per line break, so a 200-character title
 * of quotes encodes to 1200, and a 1000-character description leaves room for its line
 * breaks. The form requires every field, so the server does too.
 */
export const issueAddBodySchema = z.object({
  title: oneLine(1200)
    .min(1)
    .refine(
      (value) => decodeIssueText(value).length <= ISSUE_TITLE_MAX,
      `El campo Asunto no debe ser mayor a ${ISSUE_TITLE_MAX} caracteres`,
    ),
  description: freeText(2000)
    .min(1)
    .refine(
      (value) => value.length + lineBreaks(value) <= ISSUE_DESCRIPTION_MAX,
      `El campo Descripción no debe ser mayor a ${ISSUE_DESCRIPTION_MAX} caracteres`,
    ),
  category: oneLine(100).min(1),
  subcategory: oneLine(200).min(1),
  line: lineSchema,
  cups: cups.min(1),
  contractCode: idText(),
});
export type IssueAddBody = z.output<typeof issueAddBodySchema>;

/** Our addition: a retried submission with the same key creates one issue, not two. */
export const issueAddHeadersSchema = headersSchema({
  "Idempotency-Key": optionalParam(oneLine(100)),
});

/** "The reply carries the new issue id" under data.issue: an object with the id, or the
 * bare id; both come out as {id}. */
const newIssue = z
  .union([z.object({ id: idString() }), idString()])
  .transform((issue) => (typeof issue === "string" ? { id: issue } : issue));

export const issueAddResponseSchema = z.object({
  status: count.optional(),
  data: z.object({ issue: newIssue }),
});
export type IssueAddResponse = z.output<typeof issueAddResponseSchema>;

export const issueListItemSchema = z.object({
  id: idString(),
  subject: text(1200),
  status: z.object({ name: text(100) }),
  /** When the request was opened, ISO 8601: our addition, absent from older servers. */
  fecha: optionalText(40),
});
export type IssueListItem = z.output<typeof issueListItemSchema>;

export const issuesListResponseSchema = z.object({
  items: listOrItem(issueListItemSchema),
  total_count: count,
});
export type IssuesListResponse = z.output<typeof issuesListResponseSchema>;

/** /ov/issues/api/status/open: only total_count is read. */
export const openIssuesCountSchema = z.object({ total_count: count });
export type OpenIssuesCount = z.output<typeof openIssuesCountSchema>;

export const issueDetailQuerySchema = z.object({ issueId: idParam });

export const issueDetailSchema = z.object({
  numero: idString(),
  asunto: text(1200),
  estado: text(100),
  categoria: optionalText(200),
  linea: lineSchema.nullish(),
  cups: optionalText(30),
  codigo_contrato: optionalText(40),
  cif: optionalText(20),
  email: optionalText(254),
  telefono_cliente: optionalText(20),
  descripcion: optionalText(2000),
  /** When the request was opened, ISO 8601: our addition, absent from older servers. */
  fecha: optionalText(40),
});
export type IssueDetail = z.output<typeof issueDetailSchema>;

/** Categories arrive as a map of id to display name. */
export const issueCategoriesSchema = z.record(text(40), text(200));
export type IssueCategories = z.output<typeof issueCategoriesSchema>;

export interface IssueCategory {
  id: string;
  displayName: string;
}

/** The category map as a list of options, in the order the server sent them. */
export function categoryOptions(categories: IssueCategories): IssueCategory[] {
  return Object.entries(categories).map(([id, displayName]) => ({ id, displayName }));
}

export const issueSubcategoriesQuerySchema = z.object({ category: oneLine(100).min(1) });

/** Subcategories are plain strings. */
export const issueSubcategoriesSchema = listOrItem(text(200), 500);
export type IssueSubcategories = z.output<typeof issueSubcategoriesSchema>;
