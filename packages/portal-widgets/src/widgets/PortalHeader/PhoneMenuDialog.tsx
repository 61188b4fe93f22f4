"use client";

import { useIsAuthenticated, usePortal, useSession } from "../../core/react/portalHooks";
import { telHref } from "../../domain/phone";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { Dialog, DialogContent, DialogTitle } from "../../ui/Dialog";
import { PortalLink } from "../../ui/PortalLink";
import { DarkModeToggle } from "./DarkModeToggle";
import { LanguageSelect } from "./LanguageSelect";
import { LogoutButton } from "./UserArea";

const menuLink =
  "ov:block ov:rounded-[var(--ov-radius-control)] ov:px-2 ov:py-2 ov:font-semibold ov:text-primary ov:underline ov:underline-offset-2 ov:hover:bg-surface-muted";

interface PhoneMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  languageSelector: boolean;
}

/** The phone menu's dialog (PhoneMenu loads it on first use): Radix traps focus inside, Escape
 * closes it and DialogContent gives focus back to the button that opened it. */
export function PhoneMenuDialog({ open, onOpenChange, languageSelector }: PhoneMenuDialogProps) {
  const { links, messages } = usePortal();
  const state = useSession();
  const authenticated = useIsAuthenticated();
  const { company, header: labels } = textsOf(messages, homeFrameArea);
  const close = () => onOpenChange(false);
  const home = authenticated && state.isAdministrador ? links.adminHome() : links.home();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
