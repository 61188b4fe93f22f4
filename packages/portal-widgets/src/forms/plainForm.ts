import { type Check, firstFailure } from "./check";
import type { FormSchema } from "./fieldErrors";

/*
 * A form schema for flat forms of text and checkbox fields, without zod: the login form is
 * the first page most visitors load, and zod would be a large part of it. It answers like the
 * zod forms of `forms/fields.ts`: a missing text reads as '', each field reports only its
 * first failing check, a checkbox is false when absent.
 */

export type PlainField =
  /** `typeMessage` is for a value that is not a string at all. */
  { kind: "text"; checks: readonly Check[]; typeMessage: string } | { kind: "flag"; typeMessage: string };

type OutputOf<F extends Record<string, PlainField>> = {
  [K in keyof F]: F[K] extends { kind: "flag" } ? boolean : string;
};

type Issue = { path: [string]; message: string };

export interface PlainFormSchema<Output> extends FormSchema<Output> {
  safeParse(
    values: unknown,
  ): { success: true; data: Output; error?: undefined } | { success: false; data?: undefined; error: { issues: Issue[] } };
}

export function plainFormSchema<F extends Record<string, PlainField>>(fields: F): PlainFormSchema<OutputOf<F>> {
  return {
    safeParse(values) {
      const input = typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {};
      const data: Record<string, string | boolean> = {};
      const issues: Issue[] = [];
      for (const [name, field] of Object.entries(fields)) {
        const value = input[name];
        if (field.kind === "flag") {
          if (value === undefined) data[name] = false;
          else if (typeof value === "boolean") data[name] = value;
          else issues.push({ path: [name], message: field.typeMessage });
          continue;
        }
        const text = value === undefined ? "" : value;
        if (typeof text !== "string") {
          issues.push({ path: [name], message: field.typeMessage });
          continue;
        }
        const message = firstFailure(text, field.checks);
        if (message === null) data[name] = text;
        else issues.push({ path: [name], message });
      }
      return issues.length === 0 ? { success: true, data: data as OutputOf<F> } : { success: false, error: { issues } };
    },
  };
}
