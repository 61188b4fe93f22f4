"use client";

import * as React from "react";
import { useAppearance, useElementClass, useIsAuthenticated, usePortal, useSession, useTexts } from "../../core/react/portalHooks";
import type { SessionState } from "../../core/session/sessionState";
import { telHref } from "../../domain/phone";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../locales";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Button } from "../../ui/Button";
import { PortalLink } from "../../ui/PortalLink";
import { LanguageSelect } from "./LanguageSelect";

export interface SocialLink {
  /** The network's name, read by screen readers and shown as the link text. */
  network: string;
  href: string;
}

/** The retailer's profiles; a host passes its own through `socialLinks`. */
export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "Facebook", href: "https://www.facebook.com/ovenergia" },
  { network: "X", href: "https://x.com/ovenergia" },
  { network: "LinkedIn", href: "https://www.linkedin.com/company/ovenergia" },
  { network: "YouTube", href: "https://www.youtube.com/@ovenergia" },
];

export interface PortalHeaderProps {
  socialLinks?: readonly SocialLink[];
  /** The 'Idioma' selector (on by default); a host with its own language switch hides it. */
  languageSelector?: boolean;
  className?: string;
}

function displayName({ profile, email }: SessionState): string | null {
  return profile?.firstName || profile?.given_name || profile?.username || email || null;
}

/** Announced when they arrive: the header is on screen before the first contract list answers. */
function AdminTotals({ electricidad, gas }: { electricidad: number | null; gas: number | null }) {
  const labels = useTexts(homeFrameArea).header;
  return (
    <div aria-live="polite" data-slot="totals" className="ov:flex ov:flex-wrap ov:gap-x-4 ov:text-sm">
      {electricidad !== null && gas !== null ? (
        <>
          <span className="ov:text-text-muted">{labels.totalsLabel}</span>
          <dl className="ov:flex ov:flex-wrap ov:gap-x-4">
            <div className="ov:flex ov:gap-1">
              <dt className="ov:font-semibold ov:text-electricity">{labels.totalElectricidad}:</dt>
              <dd>{electricidad}</dd>
            </div>
            <div className="ov:flex ov:gap-1">
              <dt className="ov:font-semibold ov:text-gas">{labels.totalGas}:</dt>
              <dd>{gas}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </div>
  );
}

const barLink = "ov:underline ov:underline-offset-2 ov:hover:no-underline";

/** 'Modo oscuro', pressed while dark colours show (chosen, or the system's while the user has
 * not chosen). A click stores the opposite of what shows, for this browser. Absent where the
 * page fixes the scheme (the CMS embed). */
function DarkModeToggle() {
  const { scheme, setScheme } = useAppearance();
  const label = useTexts(homeFrameArea).header.darkMode;
  if (!setScheme) return null;
  const dark = scheme === "dark";
  return (
    <Button variant="secondary" aria-pressed={dark} data-slot="dark-mode" onClick={() => setScheme(dark ? "light" : "dark")}>
      <MoonIcon />
      {label}
    </Button>
  );
}

function MoonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
      <path d="M16.5 12.6A7 7 0 0 1 7.4 3.5a7 7 0 1 0 9.1 9.1Z" />
    </svg>
  );
}

/**
 * The portal header (part 1 §1): help phone, contact e-mail, social links and version, then
 * the language selector, the greeting and logout. Administrators see their contract totals, which appear as soon as
 * the session store has them (the store notifies; nothing polls).
 */
export function PortalHeader({ socialLinks = DEFAULT_SOCIAL_LINKS, languageSelector = true, className }: PortalHeaderProps) {
  const { session, navigate, links, messages } = usePortal();
  const state = useSession();
  const authenticated = useIsAuthenticated();
  const { company, header: labels } = textsOf(messages, homeFrameArea);
  const [leaving, setLeaving] = React.useState(false);
  const themed = useElementClass("header");
  const { totalElectricidad, totalGas } = state.totals;

  const logout = async () => {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      setLeaving(false);
    }
    navigate(links.login());
  };

  const name = displayName(state);
  return (
    <header className={cn("ov-root ov-portal-header ov:w-full", themed, className)} data-ov-widget="PortalHeader">
      <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-6 ov:gap-y-2 ov:bg-primary ov:px-4 ov:py-2 ov:text-sm ov:text-primary-contrast">
        <p>
          {labels.helpPhone}:{" "}
          <a className={cn(barLink, "ov:font-semibold")} href={telHref(company.phone)}>
            {company.phone}
          </a>
        </p>
        <p>
          <span className="ov:sr-only">{labels.contactEmail}: </span>
          <a className={cn(barLink, "ov:break-all")} href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </p>
        {socialLinks.length > 0 ? (
          <nav aria-label={labels.socialLabel}>
            <ul className="ov:flex ov:flex-wrap ov:gap-3">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    className={barLink}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={formatMessage(labels.socialLink, { network: link.network })}
                  >
                    {link.network}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="ov:sm:ml-auto" data-slot="version">
          {formatMessage(labels.version, { version: company.version })}
        </p>
      </div>

      <div className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-4 ov:border-b ov:border-border ov:bg-surface ov:px-4 ov:py-3 ov:text-text">
        <PortalLink
          to={authenticated && state.isAdministrador ? links.adminHome() : links.home()}
          className="ov:text-xl ov:font-bold ov:text-primary"
          aria-label={`${company.name}: ${labels.homeLink}`}
        >
          {company.name}
        </PortalLink>

        <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2">
          {languageSelector ? <LanguageSelect /> : null}
          {authenticated ? (
            <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2" data-slot="user">
              {state.isAdministrador ? (
                <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-1">
                  <p className="ov:font-semibold">{labels.administrator}</p>
                  <AdminTotals electricidad={totalElectricidad} gas={totalGas} />
                </div>
              ) : (
                <p>
                  <span className="ov:font-semibold">{labels.welcome}</span>
                  {name ? <span>, {name}</span> : null}
                </p>
              )}
              <PortalLink to={links.admin()} className="ov:text-sm ov:text-primary ov:underline ov:underline-offset-2">
                {labels.profile}
              </PortalLink>
              <Button variant="secondary" busy={leaving} onClick={() => void logout()}>
                {labels.logout}
              </Button>
            </div>
          ) : null}
          <DarkModeToggle />
        </div>
      </div>
    </header>
  );
}
