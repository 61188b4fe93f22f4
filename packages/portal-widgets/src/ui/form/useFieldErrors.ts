"use client";

import * as React from "react";

/** `errors` with `name`'s message set, or removed when `message` is undefined. */
export function withFieldError(errors: Record<string, string>, name: string, message: string | undefined): Record<string, string> {
  const next = { ...errors };
  if (message === undefined) delete next[name];
  else next[name] = message;
  return next;
}

/**
 * A form's per-field errors, and the focus that follows them: each `focusFirstError()` moves
 * focus, once rendered, to the first field of `formRef`'s form marked `aria-invalid`.
 */
export function useFieldErrors() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [focusRequests, setFocusRequests] = React.useState(0);
  const formRef = React.useRef<HTMLFormElement>(null);

  React.useEffect(() => {
    if (focusRequests === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [focusRequests]);

  const focusFirstError = React.useCallback(() => setFocusRequests((n) => n + 1), []);

  /** A server's word on one field (or FORM_ERROR_KEY); a message moves focus to it. */
  const setFieldError = React.useCallback(
    (name: string, message: string | undefined) => {
      setErrors((previous) => withFieldError(previous, name, message));
      if (message !== undefined) focusFirstError();
    },
    [focusFirstError],
  );

  return { errors, setErrors, formRef, focusFirstError, setFieldError };
}
