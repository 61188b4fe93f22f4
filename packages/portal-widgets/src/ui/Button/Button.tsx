import type * as React from "react";
import { useElementClass } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { Spinner } from "../Spinner";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";

export interface ButtonProps extends React.ComponentProps<"button"> {
  variant?: ButtonVariant;
  /** Shows progress and blocks clicks (a form can't be sent twice). The label stays,
   * so the button keeps its size and its accessible name. A busy button is not `disabled`:
   * a disabled button loses focus (it falls to <body> and screen readers lose their place,
   * WCAG 2.4.3), so it stays focusable with aria-disabled and swallows its clicks instead. */
  busy?: boolean;
}

const shape =
  "ov:inline-flex ov:items-center ov:justify-center ov:gap-2 ov:min-h-10 ov:rounded-[var(--ov-radius-control)] ov:py-2 ov:text-sm ov:font-semibold ov:border ov:transition-colors ov:disabled:opacity-60 ov:aria-disabled:opacity-60 ov:aria-disabled:cursor-progress";
// One colour set (and padding) per variant: two utilities for one property are ordered by
// the stylesheet, not by the class attribute.
const variants: Record<ButtonVariant, string> = {
  primary: "ov:px-4 ov:border-primary ov:bg-primary ov:text-primary-contrast ov:hover:bg-primary-hover",
  secondary: "ov:px-4 ov:border-border ov:bg-surface ov:text-text ov:hover:bg-surface-muted",
  danger: "ov:px-4 ov:border-danger ov:bg-danger ov:text-primary-contrast ov:hover:opacity-90",
  link: "ov:border-transparent ov:bg-transparent ov:text-primary ov:underline ov:underline-offset-2 ov:hover:text-primary-hover",
};

export function buttonClasses(variant: ButtonVariant = "primary", className?: string): string {
  return cn(shape, variants[variant], className);
}

/**
 * The attributes of a button that may be busy, for hand-made buttons too (icon buttons): a busy
 * one stays focusable with aria-disabled + aria-busy and swallows its clicks; a `disabled` one
 * stays disabled.
 */
export function busyButtonProps<E extends HTMLElement>({
  busy = false,
  disabled,
  onClick,
}: {
  busy?: boolean;
  disabled?: boolean;
  onClick?: React.MouseEventHandler<E>;
}) {
  const blocked = busy && !disabled;
  return {
    disabled,
    "aria-disabled": blocked || undefined,
    "aria-busy": busy || undefined,
    onClick: (event: React.MouseEvent<E>) => {
      // preventDefault also cancels a submit button's form submission, the implicit one
      // (Enter in a field clicks the default button) included.
      if (blocked) event.preventDefault();
      else onClick?.(event);
    },
  } as const;
}

export function Button({ variant = "primary", busy = false, disabled, className, children, type, onClick, ...props }: ButtonProps) {
  const themed = useElementClass("button");
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, cn(themed, className))}
      data-variant={variant}
      {...props}
      {...busyButtonProps({ busy, disabled, onClick })}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends React.ComponentProps<"a"> {
  variant?: ButtonVariant;
}

/** An anchor that looks like a button (navigation, not an action). */
export function LinkButton({ variant = "link", className, ...props }: LinkButtonProps) {
  return <a className={buttonClasses(variant, className)} {...props} />;
}
