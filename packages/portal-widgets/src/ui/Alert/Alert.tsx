import type * as React from "react";
import { useElementClass } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";

export type AlertTone = "error" | "success" | "info" | "warning";

export interface AlertProps extends Omit<React.ComponentProps<"div">, "title"> {
  tone?: AlertTone;
  title?: React.ReactNode;
}

const tones: Record<AlertTone, string> = {
  error: "ov:border-danger ov:bg-danger-surface ov:text-danger",
  success: "ov:border-success ov:bg-success-surface ov:text-success",
  info: "ov:border-primary ov:bg-surface-muted ov:text-text",
  warning: "ov:border-accent ov:bg-surface-muted ov:text-text",
};

/** A message box. Errors are announced at once (role=alert); the rest politely. */
export function Alert({ tone = "info", title, className, children, ...props }: AlertProps) {
  const themed = useElementClass("alert");
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={cn("ov:rounded-[var(--ov-radius-control)] ov:border ov:px-4 ov:py-3 ov:text-sm", tones[tone], themed, className)}
      {...props}
    >
      {title ? <p className="ov:font-semibold">{title}</p> : null}
      {children}
    </div>
  );
}
