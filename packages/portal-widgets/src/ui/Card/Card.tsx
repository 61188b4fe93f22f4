import type * as React from "react";
import { useElementClass } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";

export interface CardProps extends React.ComponentProps<"section"> {
  /** The card's heading; also names the section landmark. */
  heading?: React.ReactNode;
  headingLevel?: 1 | 2 | 3 | 4;
  actions?: React.ReactNode;
}

/** A bordered panel with an optional heading row. */
export function Card({ heading, headingLevel = 2, actions, className, children, ...props }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const themed = useElementClass("card");
  return (
    <section
      className={cn(
        "ov:rounded-[var(--ov-radius-card)] ov:border ov:border-border ov:bg-surface ov:p-4 ov:sm:p-6 ov:shadow-sm",
        themed,
        className,
      )}
      {...props}
    >
      {heading || actions ? (
        <div className="ov:mb-4 ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-2">
          {heading ? <Heading className="ov:text-lg ov:font-semibold ov:text-text">{heading}</Heading> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
