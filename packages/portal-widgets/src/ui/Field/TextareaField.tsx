// Apart from Field.tsx, so a page without a text area (the login page) does not load it.
import * as React from "react";
import { type Common, FieldShell, textControl, useControlClass } from "./Field";

export type TextareaFieldProps = Common & Omit<React.ComponentProps<"textarea">, "id"> & { id?: string };

export function TextareaField({ label, error, hint, fieldClassName, id, required, className, ...props }: TextareaFieldProps) {
  const autoId = React.useId();
  const controlClass = useControlClass(textControl, !!error, "ov:min-h-28", className);
  return (
    <FieldShell id={id ?? autoId} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(wiring) => <textarea className={controlClass} {...wiring} {...props} />}
    </FieldShell>
  );
}
