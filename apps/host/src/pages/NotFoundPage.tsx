import { PortalLink } from "@oficina-virtual/portal-widgets";
import { pagesArea, useTexts } from "@oficina-virtual/portal-widgets/internal";

/** An unknown address, in the language on screen (pagesArea). */
export default function NotFoundPage() {
  const pages = useTexts(pagesArea);
  return (
    <section className="ov:mx-auto ov:max-w-xl ov:py-12 ov:text-center">
      <h1 className="ov:text-2xl ov:font-semibold ov:text-primary">{pages.titles.notFound}</h1>
      <p className="ov:mt-4 ov:text-text-muted">{pages.notFound.text}</p>
      <PortalLink to="/" variant="primary" className="ov:mt-6">
        {pages.notFound.back}
      </PortalLink>
    </section>
  );
}
