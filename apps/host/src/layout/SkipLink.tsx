import { pagesArea, useTexts } from "@oficina-virtual/portal-widgets/internal";

/** The page's first link, shown on keyboard focus (WCAG 2.4.1): it jumps over the header
 * to `#{target}`, in the language on screen. */
export function SkipLink({ target }: { target: string }) {
  const text = useTexts(pagesArea).skipToContent;
  return (
    <a href={`#${target}`} className="ov:sr-only ov:focus:not-sr-only ov:focus:absolute ov:focus:p-2 ov:focus:bg-surface">
      {text}
    </a>
  );
}
