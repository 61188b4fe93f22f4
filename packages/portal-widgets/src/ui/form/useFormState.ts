"use client";

import * as React from "react";
import { FORM_ERROR_KEY, type FormSchema, fieldErrors } from "../../forms/fieldErrors";
import { useFieldErrors, withFieldError } from "./useFieldErrors";
import { useSubmission } from "./useSubmission";

export type { FormSchema };

type Values = Record<string, string | boolean>;

export interface UseFormStateOptions<V extends Values, Output> {
  initialValues: V;
  /** A schema, or a function of the current values (for rules that depend on other fields). */
  schema: FormSchema<Output> | ((values: V) => FormSchema<Output>);
}

export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

export interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/**
 * Form values, per-field errors and submission for the `forms/` schemas.
 * - A field is checked when it loses focus, then again on each change once it shows an error.
 * - Submit checks everything, shows every error, and moves focus to the first invalid field.
 * - While `onValid` runs the form is `submitting`; a second submit is ignored.
 * - Values are never cleared by an error: server failures go through `setFormError`/`setFieldError`.
 */
export function useFormState<V extends Values, Output>({ initialValues, schema }: UseFormStateOptions<V, Output>) {
  const [values, setValues] = React.useState<V>(initialValues);
  const { errors, setErrors, formRef, focusFirstError, setFieldError } = useFieldErrors();
  const valuesRef = React.useRef(values);
  valuesRef.current = values;

  const parse = React.useCallback((current: V) => (typeof schema === "function" ? schema(current) : schema).safeParse(current), [schema]);

  const checkField = React.useCallback(
    (name: string, current: V) => {
      const message = fieldErrors(parse(current))[name];
      setErrors((previous) => (previous[name] === message ? previous : withFieldError(previous, name, message)));
    },
    [parse, setErrors],
  );

  const setValue = React.useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setErrors((previous) => (previous[name] === undefined ? previous : withFieldError(previous, name, fieldErrors(parse(next))[name])));
    },
    [parse, setErrors],
  );

  /** Validates everything; shows the errors and focuses the first. Returns the parsed output or null. */
  const validate = React.useCallback((): Output | null => {
    const result = parse(valuesRef.current);
    if (result.success) {
      setErrors({});
      return result.data as Output;
    }
    setErrors(fieldErrors(result));
    focusFirstError();
    return null;
  }, [parse, setErrors, focusFirstError]);

  const { submitting, handleSubmit } = useSubmission<V, Output>(validate, () => valuesRef.current);

  const reset = React.useCallback((next: V = initialValues) => {
    valuesRef.current = next;
    setValues(next);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    values,
    errors,
    /** An error not tied to one field (set with `setFieldError(FORM_ERROR_KEY, …)`). */
    formError: errors[FORM_ERROR_KEY],
    submitting,
    setValue,
    setValues: (next: V) => {
      valuesRef.current = next;
      setValues(next);
    },
    field: (name: keyof V & string): TextBinding => ({
      name,
      value: String(values[name] ?? ""),
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
      onBlur: () => checkField(name, valuesRef.current),
    }),
    checkbox: (name: keyof V & string): CheckboxBinding => ({
      name,
      checked: values[name] === true,
      onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
    }),
    validate,
    handleSubmit,
    setFieldError,
    reset,
    /** Spread on the <form>: noValidate, so our Spanish messages replace the browser's. */
    formProps: { ref: formRef, noValidate: true } as const,
  };
}

export { FORM_ERROR_KEY };
