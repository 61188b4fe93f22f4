import * as React from "react";
import { cn } from "../../lib/cn";

export interface AccountPanelProps {
  /** `data-ov-widget` of the widget's root. */
  widget: string;
  heading: React.ReactNode;
  /** The host page usually owns the h1; a standalone page may ask for one. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  children: React.ReactNode;
}

/**
 * The frame every account widget shares: the `ov-root` scope, a narrow centred card and
 * its heading. One place, so the thirteen account screens look and read alike.
 */
export function AccountPanel({ widget, heading, headingLevel = 2, className, children }: AccountPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = React.useId();
  return (
    <div className={cn("ov-root ov:mx-auto ov:w-full ov:max-w-xl", className)} data-ov-widget={widget}>
      <section
        className="ov:flex ov:flex-col ov:gap-4 ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:shadow-sm ov:sm:p-6"
        aria-labelledby={headingId}
      >
        <Heading id={headingId} className="ov:text-xl ov:font-semibold ov:text-text">
          {heading}
        </Heading>
        {children}
      </section>
    </div>
  );
}

/** A row of actions that wraps on narrow screens (360 px). */
export function Actions({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn("ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2", className)}>{children}</div>;
}
