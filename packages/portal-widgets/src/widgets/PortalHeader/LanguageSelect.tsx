"use client";

import * as React from "react";
import { useLocale, useTexts } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { LOCALE_NAMES, LOCALES, languageTag, matchLocale } from "../../locales/available";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";

/**
 * 'Idioma': the portal's languages, each in its own name (and marked with its `lang`, so a
 * screen reader says "Euskara" in Basque). The provider remembers the choice in this browser
 * and loads the catalogue; the host app sets `<html lang>` from it.
 */
export function LanguageSelect({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { requestedLocale, setLocale } = useLocale();
  const label = useTexts(homeFrameArea).header.language;
  const id = React.useId();
  return (
    <div className={cn("ov:flex ov:shrink-0 ov:items-center ov:gap-2 ov:text-sm", className)} data-slot="language">
      {/* Compact (the desktop header): the label is screen-reader text between lg and xl. */}
      <label htmlFor={id} className={cn("ov:font-medium", compact && "ov:lg:sr-only ov:xl:not-sr-only")}>
        {label}
      </label>
      <select
        id={id}
        className="ov:min-h-10 ov:rounded-[var(--ov-radius-control)] ov:border ov:border-border ov:bg-surface ov:px-2 ov:py-1 ov:text-text"
        value={requestedLocale}
        onChange={(event) => {
          const locale = matchLocale(event.currentTarget.value);
          if (locale) setLocale(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={languageTag(locale)}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
