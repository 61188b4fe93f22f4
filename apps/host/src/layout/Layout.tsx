import { PortalFooter, PortalHeader, SessionTimeout } from "@oficina-virtual/portal-widgets";
import { pagesArea, useTexts } from "@oficina-virtual/portal-widgets/internal";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { isWidePath } from "../routes/routeTable";
import { BusyIndicator } from "./BusyIndicator";
import { SkipLink } from "./SkipLink";
import { useDocumentColorScheme } from "./useDocumentColorScheme";
import { useFocusRescue } from "./useFocusRescue";

/** Header, footer and the loading indicator around every page; on each navigation the
 * page scrolls to the top and focus moves to the main region, so screen readers start
 * at the new page rather than at the link that was clicked. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const loading = useTexts(pagesArea).busy;
  const wide = isWidePath(pathname);
  useDocumentColorScheme();
  useFocusRescue(main);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="ov-root ov:flex ov:min-h-screen ov:flex-col ov:bg-surface-muted">
      <SkipLink target="contenido" />
      <BusyIndicator />
      <SessionTimeout />
      <PortalHeader />
      {/* At least a screen tall, so the footer starts below the fold: pages grow as their data
          arrives, and a footer in view would jump each time (layout shift). */}
      <main
        id="contenido"
        ref={main}
        tabIndex={-1}
        data-width={wide ? "wide" : "reading"}
        className={`ov:mx-auto ov:min-h-svh ov:w-full ov:flex-1 ov:px-4 ov:py-6 ov:outline-none ${wide ? "ov:max-w-[120rem]" : "ov:max-w-7xl"}`}
      >
        <Suspense
          fallback={
            <p role="status" className="ov:text-text-muted">
              {loading}
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
      <PortalFooter />
    </div>
  );
}
