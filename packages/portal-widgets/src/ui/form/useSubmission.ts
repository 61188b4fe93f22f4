"use client";

import * as React from "react";

/**
 * Submission of a form: `validate` first (null stops it), then `onValid` with its output and
 * the values; while that runs the form is `submitting` and a second submit is ignored.
 */
export function useSubmission<V, Output>(validate: () => Output | null, values: () => V) {
  const [submitting, setSubmitting] = React.useState(false);
  const lock = React.useRef(false);

  const handleSubmit = (onValid: (output: Output, values: V) => unknown | Promise<unknown>) => async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (lock.current) return;
    const output = validate();
    if (output === null) return;
    lock.current = true;
    setSubmitting(true);
    try {
      await onValid(output, values());
    } finally {
      lock.current = false;
      setSubmitting(false);
    }
  };

  return { submitting, handleSubmit };
}
