type Issue = { readonly path: ReadonlyArray<PropertyKey>; readonly message: string };

/** What `schema.safeParse()` returns, reduced to what we read. */
export type ParseResultLike = { success: boolean; error?: { issues: ReadonlyArray<Issue> } | undefined };

/** The zod schemas of `forms/` satisfy this (and so does `plainFormSchema`): a form only
 * needs `safeParse`. */
export interface FormSchema<Output> {
  safeParse(values: unknown): ParseResultLike & { data?: Output };
}

/** Key for issues not tied to a field. */
export const FORM_ERROR_KEY = "_form";

/**
 * The first message per field of a failed parse, keyed by the dotted path
 * ('email', 'items.0.name'); issues without a path go under '_form'.
 * A successful parse gives {}.
 */
export function fieldErrors(result: ParseResultLike): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join(".");
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}
