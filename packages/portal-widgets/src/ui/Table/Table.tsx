import type * as React from "react";
import { useElementClass } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";

/** A table that scrolls sideways inside its own box on narrow screens (360 px phones)
 * instead of widening the page. The wrapper is focusable so keyboard users can scroll it. */
export function Table({
  className,
  caption,
  label,
  wrap = false,
  fit = false,
  dense = false,
  children,
  ...props
}: React.ComponentProps<"table"> & {
  caption?: React.ReactNode;
  /** Names the scroll box. */
  label: string;
  /** Long cells may wrap (an address): the table fits a desktop's width instead of scrolling,
   * and scrolls only below 48rem. Otherwise every cell stays on one line. */
  wrap?: boolean;
  /** No minimum width at all: headers and cells wrap so the table fits its box at any desktop
   * width (the box still scrolls, as a last resort). */
  fit?: boolean;
  /** Smaller text and padding, for a table that does not fit its box at the normal size. */
  dense?: boolean;
}) {
  const themed = useElementClass("table");
  return (
    // relative: visually hidden (absolute) texts in cells must be clipped by this box too,
    // or they stretch the page sideways past it.
    <div className="ov:relative ov:w-full ov:overflow-x-auto" tabIndex={0} role="region" aria-label={label} data-slot="table-box">
      <table
        className={cn(
          "ov:w-full ov:text-left",
          dense ? "ov:text-xs ov:[&_td]:px-2 ov:[&_th]:px-2" : "ov:text-sm",
          fit ? undefined : wrap ? "ov:min-w-3xl" : "ov:min-w-max",
          themed,
          className,
        )}
        {...props}
      >
        {caption ? <caption className="ov:py-2 ov:text-left ov:font-semibold ov:text-text">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function Th({ className, wrap = false, ...props }: React.ComponentProps<"th"> & { wrap?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        "ov:border-b ov:border-border ov:bg-surface-muted ov:px-3 ov:py-2 ov:font-semibold",
        wrap ? "ov:whitespace-normal" : "ov:whitespace-nowrap",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("ov:border-b ov:border-border ov:px-3 ov:py-2 ov:align-top", className)} {...props} />;
}
