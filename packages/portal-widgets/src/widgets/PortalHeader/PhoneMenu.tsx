"use client";

import * as React from "react";
import { useIsAuthenticated, usePortal, useSession } from "../../core/react/portalHooks";
import { telHref } from "../../domain/phone";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "../../ui/Dialog";
import { PortalLink } from "../../ui/PortalLink";
import { DarkModeToggle } from "./DarkModeToggle";
import { LanguageSelect } from "./LanguageSelect";
import { LogoutButton } from "./UserArea";

const menuLink =
  "ov:block ov:rounded-[var(--ov-radius-control)] ov:px-2 ov:py-2 ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:bg-surface-muted";

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
      <path d="M2 4h16v2H2zM2 9h16v2H2zM2 14h16v2H2z" />
    </svg>
  );
}

/**
 * The phone's one header button: a dialog with the navigation, the account's links, the
 * language, the colour scheme and the contact details that the desktop shows in the bar.
 * Radix traps focus inside, Escape closes it and focus goes back to the button; a link
 * closes it before the page changes.
 */
export function PhoneMenu({ languageSelector }: { languageSelector: boolean }) {
  const { links, messages } = usePortal();
  const state = useSession();
  const authenticated = useIsAuthenticated();
  const { company, header: labels } = textsOf(messages, homeFrameArea);
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  const home = authenticated && state.isAdministrador ? links.adminHome() : links.home();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className="ov:inline-flex ov:min-h-10 ov:items-center ov:gap-2 ov:rounded-[var(--ov-radius-control)] ov:border ov:border-control-border ov:bg-surface ov:px-3 ov:font-semibold ov:text-text ov:hover:bg-surface-muted"
        data-slot="menu-button"
      >
        <MenuIcon />
        {labels.menu}
      </DialogTrigger>
      <DialogContent closeLabel={labels.closeMenu} aria-describedby={undefined} className="ov:top-4 ov:translate-y-0">
        <DialogTitle>{labels.menu}</DialogTitle>
        <nav aria-label={labels.navLabel}>
          <ul className="ov:flex ov:flex-col ov:gap-1">
            <li>
              <PortalLink to={home} className={menuLink} onClick={close}>
                {labels.navHome}
              </PortalLink>
            </li>
            {authenticated ? (
              <>
                <li>
                  <PortalLink to={links.issues()} className={menuLink} onClick={close}>
                    {labels.navIssues}
                  </PortalLink>
                </li>
                <li>
                  <PortalLink to={links.admin()} className={menuLink} onClick={close}>
                    {labels.profile}
                  </PortalLink>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-3">
          {languageSelector ? <LanguageSelect /> : null}
          <DarkModeToggle />
        </div>
        {authenticated ? <LogoutButton className="ov:self-start" /> : null}
        <p className="ov:border-t ov:border-border ov:pt-3 ov:text-sm">
          {labels.helpPhone}:{" "}
          <a className="ov:font-semibold ov:text-primary ov:underline" href={telHref(company.phone)}>
            {company.phone}
          </a>
          <br />
          <span className="ov:sr-only">{labels.contactEmail}: </span>
          <a className="ov:break-all ov:text-primary ov:underline" href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
