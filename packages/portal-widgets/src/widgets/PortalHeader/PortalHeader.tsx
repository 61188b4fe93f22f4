"use client";

import { useElementClass, useIsAuthenticated, usePortal, useSession } from "../../core/react/portalHooks";
import { cn } from "../../lib/cn";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { PortalLink } from "../../ui/PortalLink";
import { ContactBar } from "./ContactBar";
import { DarkModeToggle } from "./DarkModeToggle";
import { LanguageSelect } from "./LanguageSelect";
import { PhoneMenu } from "./PhoneMenu";
import { DEFAULT_SOCIAL_LINKS, type SocialLink } from "./socialLinks";
import { Greeting, UserArea } from "./UserArea";

export interface PortalHeaderProps {
  socialLinks?: readonly SocialLink[];
  /** The 'Idioma' selector (on by default); a host with its own language switch hides it. */
  languageSelector?: boolean;
  className?: string;
}

/**
 * The portal header (part 1 §1): help phone, contact e-mail, social links and version, then
 * the language selector, the greeting and logout. Administrators see their contract totals, which appear as soon as
 * the session store has them (the store notifies; nothing polls). Under 640 px the header is
 * the brand, the greeting and one 'Menú' button holding the rest, so it leaves the phone's
 * first screen to the page.
 */
export function PortalHeader({ socialLinks = DEFAULT_SOCIAL_LINKS, languageSelector = true, className }: PortalHeaderProps) {
  const { links, messages } = usePortal();
  const state = useSession();
  const authenticated = useIsAuthenticated();
  const { company, header: labels } = textsOf(messages, homeFrameArea);
  const themed = useElementClass("header");
  return (
    <header className={cn("ov-root ov-portal-header ov:w-full", themed, className)} data-ov-widget="PortalHeader">
      <ContactBar socialLinks={socialLinks} className="ov:hidden ov:sm:flex" />

      {/* From lg the row never wraps: its groups shrink instead (the language's label and the
          administrator's 'Contratos' become screen-reader text until xl). */}
      <div className="ov:flex ov:flex-wrap ov:items-center ov:justify-between ov:gap-x-4 ov:gap-y-1 ov:border-b ov:border-border ov:bg-surface ov:px-4 ov:py-2 ov:text-text ov:sm:gap-4 ov:sm:py-3 ov:lg:flex-nowrap ov:lg:gap-3 ov:xl:gap-4">
        <PortalLink
          to={authenticated && state.isAdministrador ? links.adminHome() : links.home()}
          className="ov:text-lg ov:font-bold ov:text-primary ov:sm:text-xl ov:lg:shrink-0 ov:lg:whitespace-nowrap"
          aria-label={`${company.name}: ${labels.homeLink}`}
        >
          {company.name}
        </PortalLink>

        <div className="ov:flex ov:items-center ov:gap-3 ov:sm:hidden" data-slot="phone-header">
          {authenticated ? <Greeting totals={false} className="ov:text-sm" /> : null}
          <PhoneMenu languageSelector={languageSelector} />
        </div>

        <div className="ov:hidden ov:min-w-0 ov:flex-wrap ov:items-center ov:gap-x-4 ov:gap-y-2 ov:sm:flex ov:lg:flex-nowrap ov:lg:gap-x-3 ov:xl:gap-x-4">
          {languageSelector ? <LanguageSelect compact /> : null}
          {authenticated ? <UserArea /> : null}
          <DarkModeToggle compact />
        </div>
      </div>
    </header>
  );
}
