import * as React from "react";

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on), or
 * at once where IntersectionObserver is missing (jsdom, old browsers): what a heavy part of
 * a page waits for before it loads.
 */
export function useInView(ref: React.RefObject<Element | null>, rootMargin = "200px"): boolean {
  const [inView, setInView] = React.useState(false);
  React.useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
