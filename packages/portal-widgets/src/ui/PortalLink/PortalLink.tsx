import type * as React from "react";
import { useElementClass, usePortal } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { type ButtonVariant, buttonClasses } from "../Button";

export interface PortalLinkProps extends Omit<React.ComponentProps<"a">, "href"> {
  /** A path from the provider's `links` (`links.invoices(code)`), never hand-built. */
  to: string;
  /** Looks like a button; still a link (it navigates). */
  variant?: ButtonVariant;
}

/**
 * A real link (middle-click, "open in new tab" and the status bar work) whose plain click
 * goes through the provider's `navigate`, so the host's router handles it without a reload.
 */
export function PortalLink({ to, variant, className, onClick, ...props }: PortalLinkProps) {
  const { navigate } = usePortal();
  const themed = useElementClass(variant ? "button" : "link");
  return (
    <a
      href={to}
      className={variant ? buttonClasses(variant, cn(themed, className)) : cn(themed, className) || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    />
  );
}
