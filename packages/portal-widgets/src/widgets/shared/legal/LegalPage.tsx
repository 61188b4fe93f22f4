"use client";

import * as React from "react";
import type { PortalLinks } from "../../../core/react/links";
import { usePortal, useTexts } from "../../../core/react/portalHooks";
import { languageTag } from "../../../locales/available";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { textsOf } from "../../../locales/texts";
import { PortalLink } from "../../../ui/PortalLink";
import { Spinner } from "../../../ui/Spinner";

export interface CookieRow {
  name: string;
  provider: string;
  purpose: string;
  expiry: string;
}

/** A piece of a legal section: a paragraph, a list, a cookie table, or links to the other pages. */
export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "cookies"; caption: string; rows: readonly CookieRow[] }
  | { kind: "links"; intro: string; to: ReadonlyArray<"legalNotice" | "privacyPolicy" | "cookiePolicy"> };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalPageProps {
  widget: string;
  title: string;
  /** null while the sections' translation loads: the title, date and 'Volver' show, with a
   * loading status in place of the text. */
  sections: readonly LegalSection[] | null;
  /** The language the sections are written in ('es' for ours), when it may differ from the page's. */
  sectionsLang?: string | undefined;
  /** The date line under the title; the legal pages' common 'Última actualización' by default. */
  updated?: string;
}

const PAGE_LINKS = { legalNotice: "legalNotice", privacyPolicy: "privacyPolicy", cookiePolicy: "cookiePolicy" } as const satisfies Record<
  string,
  keyof PortalLinks
>;

/** The shared layout of the three legal pages (part 2 §2.10): title, sections and 'Volver'. */
export function LegalPage({ widget, title, sections, sectionsLang, updated }: LegalPageProps) {
  const { links, messages, locale } = usePortal();
  // Sections in another language than the page's (our Spanish text when a translation could
  // not be fetched) are marked with theirs, so screen readers read them so.
  const lang = sectionsLang && sectionsLang !== languageTag(locale) ? sectionsLang : undefined;
  const texts = textsOf(messages, telemetryArea);
  const titleOf = {
    legalNotice: texts.legal.legalNotice,
    privacyPolicy: texts.legal.privacyPolicy,
    cookiePolicy: texts.legal.cookiePolicy,
  };
  return (
    <div className="ov-root ov:flex ov:flex-col ov:gap-6" data-ov-widget={widget}>
      <article className="ov:flex ov:max-w-3xl ov:flex-col ov:gap-5 ov:text-sm ov:leading-relaxed ov:text-text">
        <header className="ov:flex ov:flex-col ov:gap-1">
          <h1 className="ov:text-2xl ov:font-semibold">{title}</h1>
          <p className="ov:text-xs ov:text-text-muted">{updated ?? texts.legal.lastUpdated}</p>
        </header>
        {sections === null ? <Spinner label={texts.legal.loading} /> : null}
        {(sections ?? []).map((section) => (
          <section key={section.heading} lang={lang} className="ov:flex ov:flex-col ov:gap-2">
            <h2 className="ov:text-lg ov:font-semibold">{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <React.Fragment key={index}>
                {block.kind === "p" ? <p>{block.text}</p> : null}
                {block.kind === "list" ? (
                  <ul className="ov:flex ov:list-disc ov:flex-col ov:gap-1 ov:pl-5">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {block.kind === "cookies" ? <CookieTable caption={block.caption} rows={block.rows} /> : null}
                {block.kind === "links" ? (
                  <p>
                    {block.intro}{" "}
                    {block.to.map((page, i) => (
                      <React.Fragment key={page}>
                        {i > 0 ? ` ${texts.legal.and} ` : null}
                        <PortalLink to={links[PAGE_LINKS[page]]()} className="ov:font-semibold ov:text-primary ov:underline">
                          {titleOf[page]}
                        </PortalLink>
                      </React.Fragment>
                    ))}
                    .
                  </p>
                ) : null}
              </React.Fragment>
            ))}
          </section>
        ))}
      </article>
      <PortalLink to={links.home()} variant="secondary" className="ov:self-start">
        {texts.back}
      </PortalLink>
    </div>
  );
}

function CookieTable({ caption, rows }: { caption: string; rows: readonly CookieRow[] }) {
  const columns = useTexts(telemetryArea).legal.cookieColumns;
  return (
    // Cells wrap (unlike ui/Table), since the purposes are sentences, and a storage key (one
    // long word) breaks anywhere: the table fits a 320 px phone. The focusable box stays as the fallback
    // for a host's font that is wider still.
    <div className="ov:relative ov:w-full ov:overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="ov:w-full ov:text-left ov:text-sm">
        <caption className="ov:pb-2 ov:text-left ov:font-semibold">{caption}</caption>
        <thead>
          <tr>
            {[columns.name, columns.provider, columns.purpose, columns.expiry].map((heading) => (
              <th
                key={heading}
                scope="col"
                className="ov:border-b ov:border-border ov:px-1 ov:py-1 ov:text-left ov:font-semibold ov:sm:px-2"
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th
                scope="row"
                className="ov:border-b ov:border-border ov:px-1 ov:py-1 ov:text-left ov:font-mono ov:font-normal ov:wrap-anywhere ov:sm:px-2"
              >
                {row.name}
              </th>
              <td className="ov:border-b ov:border-border ov:px-1 ov:py-1 ov:sm:px-2">{row.provider}</td>
              <td className="ov:border-b ov:border-border ov:px-1 ov:py-1 ov:sm:px-2">{row.purpose}</td>
              <td className="ov:border-b ov:border-border ov:px-1 ov:py-1 ov:sm:px-2">{row.expiry}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
