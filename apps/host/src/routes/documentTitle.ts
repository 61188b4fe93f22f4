import { type Messages, useMessages } from "@oficina-virtual/portal-widgets";
import { formatMessage, pagesArea, textsOf } from "@oficina-virtual/portal-widgets/internal";
import { useEffect } from "react";
import type { PageTitle } from "./routeTable";

/** The tab's text for page `title` in the catalogue's language: "Aviso Legal | Oficina
 * Virtual" in Spanish, "Avís legal | Oficina Virtual" in Catalan. */
export function documentTitle(messages: Messages, title: PageTitle): string {
  const pages = textsOf(messages, pagesArea);
  return formatMessage(pages.documentTitle, { title: pages.titles[title] });
}

/** Sets `document.title` to page `title` while `enabled`, again whenever the language on
 * screen changes (the header's 'Idioma'): the text is the provider's messages'. */
export function useDocumentTitle(title: PageTitle, enabled = true): void {
  const text = documentTitle(useMessages(), title);
  useEffect(() => {
    if (enabled) document.title = text;
  }, [enabled, text]);
}
