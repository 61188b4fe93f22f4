import { cn } from "../../lib/cn";

export interface SpinnerProps {
  /** Read by screen readers; omit when the spinner sits inside a labelled busy control. */
  label?: string;
  className?: string;
}

/** A small rotating ring. Decorative unless given a label. */
export function Spinner({ label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        "ov:inline-block ov:size-4 ov:shrink-0 ov:motion-safe:animate-spin ov:rounded-full ov:border-2 ov:border-current ov:border-r-transparent",
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="ov:inline-flex ov:items-center ov:gap-2">
      {ring}
      <span className="ov:text-sm">{label}</span>
    </span>
  );
}
