import * as React from "react";
import { useElementClass, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { commonArea } from "../../locales/es-ES/labels/common";

export interface FieldShellProps {
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  hint?: React.ReactNode;
  /** Marks the label with an asterisk (the input also gets aria-required). */
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}

/** What a control must carry to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/** Label, control, hint and error text, wired with ids: the error is read with the field. */
export function FieldShell({ id, label, error, hint, required, className, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("ov:flex ov:flex-col ov:gap-1", className)} data-slot="field">
      <label htmlFor={id} className="ov:text-sm ov:font-medium ov:text-text">
        {label}
        {required ? (
          <span aria-hidden="true" className="ov:text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="ov:text-xs ov:text-text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ov:text-sm ov:text-danger" data-slot="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const control =
  "ov:w-full ov:min-h-10 ov:rounded-[var(--ov-radius-control)] ov:border ov:bg-surface ov:px-3 ov:py-2 ov:text-sm ov:text-text ov:disabled:bg-surface-muted";
// Text controls only: a <select> always matches :read-only (it is not text-editable).
export const textControl = `${control} ov:read-only:bg-surface-muted`;
const controlBorder = (invalid: boolean) => (invalid ? "ov:border-danger" : "ov:border-control-border");
/** The control's classes with the host's `appearance.elements.input` before the caller's. */
export function useControlClass(base: string, invalid: boolean, ...rest: (string | undefined)[]): string {
  return cn(base, controlBorder(invalid), useElementClass("input"), ...rest);
}

export type Common = { label: React.ReactNode; error?: string | undefined; hint?: React.ReactNode; fieldClassName?: string };

export type TextFieldProps = Common & Omit<React.ComponentProps<"input">, "id"> & { id?: string };

export function TextField({ label, error, hint, fieldClassName, id, required, className, ...props }: TextFieldProps) {
  const autoId = React.useId();
  const controlClass = useControlClass(textControl, !!error, className);
  // An explicit type: HTML_CodeSniffer reads a missing one as no type, and then calls
  // autocomplete values such as username or given-name invalid.
  return (
    <FieldShell id={id ?? autoId} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(wiring) => <input type="text" className={controlClass} {...wiring} {...props} />}
    </FieldShell>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type">;

/** A password input with a show/hide toggle (a real button, reachable by keyboard). */
export function PasswordField({ label, error, hint, fieldClassName, id, required, className, ...props }: PasswordFieldProps) {
  const autoId = React.useId();
  const controlClass = useControlClass(textControl, !!error, "ov:pr-24", className);
  const [visible, setVisible] = React.useState(false);
  const toggle = useTexts(commonArea).passwordVisibility;
  return (
    <FieldShell id={id ?? autoId} label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(wiring) => (
        <div className="ov:relative ov:flex">
          <input type={visible ? "text" : "password"} className={controlClass} {...wiring} {...props} />
          <button
            type="button"
            className="ov:absolute ov:inset-y-0 ov:right-0 ov:px-3 ov:text-xs ov:font-semibold ov:text-primary ov:underline"
            aria-pressed={visible}
            aria-controls={wiring.id}
            aria-label={visible ? toggle.hideLabel : toggle.showLabel}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? toggle.hide : toggle.show}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

export type CheckboxFieldProps = Omit<React.ComponentProps<"input">, "type" | "id"> & {
  id?: string;
  label: React.ReactNode;
  error?: string | undefined;
};

export function CheckboxField({ label, error, id, className, ...props }: CheckboxFieldProps) {
  const autoId = React.useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn("ov:flex ov:flex-col ov:gap-1", className)} data-slot="field">
      <div className="ov:flex ov:items-center ov:gap-2">
        <input
          type="checkbox"
          id={inputId}
          className="ov:size-4 ov:accent-[var(--ov-color-primary)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        />
        <label htmlFor={inputId} className="ov:text-sm ov:text-text">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="ov:text-sm ov:text-danger" data-slot="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
