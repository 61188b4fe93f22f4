// Apart from Field.tsx, so a page without a select (the login page) does not load it.
import * as React from "react";
import { type Common, control, FieldShell, useControlClass } from "./Field";

export type SelectFieldProps = Common &
  Omit<React.ComponentProps<"select">, "id"> & {
    id?: string;
    options: ReadonlyArray<{ value: string; label: string }>;
    /** A first, empty option ("Selecciona…"). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  id,
  required,
  className,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const autoId = React.useId();
  const controlClass = useControlClass(control, !!error, className);
  return (
    <FieldShell id={id ?? autoId} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(wiring) => (
        <select className={controlClass} {...wiring} {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
