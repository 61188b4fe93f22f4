"use client";

import { useElementClass, useIsAuthenticated, usePortal, useSession } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { PortalLink } from "../../ui/PortalLink";
import { ContactBar } from "./ContactBar";
import { DarkModeToggle } from "./DarkModeToggle";
import { LanguageSelect } from "./LanguageSelect";
import { DEFAULT_SOCIAL_LINKS, type SocialLink } from "./socialLinks";
import { UserArea } from "./UserArea";

export interface PortalHeaderProps {
  socialLinks?: readonly SocialLink[];
  /** The 'Idioma' selector (on by default); a host with its own language switch hides it. */
  languageSelector?: boolean;
  className?: string;
}

/**
 * The portal header (part 1 §1): help phone, contact e-mail, social links and version, then
 * the language selector, the greeting and logout. Administrators see their contract totals, which appear as soon as
 * the session store has them (the store notifies; nothing polls).
 */
export function PortalHeader({ socialLinks = DEFAULT_SOCIAL_LINKS, languageSelector = true, className }: PortalHeaderProps) {
  const { links, messages } = usePortal();
  const state = useSession();
  const authenticated = useIsAuthenticated();
  const { company, header: labels } = textsOf(messages, homeFrameArea);
  const themed = useElementClass("header");
  return (
    <header className={cn("ov-root ov-portal-header ov:w-full", themed, className)} data-ov-widget="PortalHeader">
      <ContactBar socialLinks={socialLinks} />

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
          {authenticated ? <UserArea /> : null}
          <DarkModeToggle />
        </div>
      </div>
    </header>
  );
}
