"use client";

import { useElementClass, usePortal } from "../../core/react/portalHooks";
import { telHref } from "../../domain/phone";
import { cn } from "../../lib/cn";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { PortalLink } from "../../ui/PortalLink";
import { COMPANY } from "../shared/legal/company";

export interface PortalFooterProps {
  className?: string;
}

const link = "ov:underline ov:underline-offset-2 ov:hover:no-underline";

/** The portal footer (part 1 §1): the company the legal notice names (COMPANY), its Madrid
 * 28020 address, phone and e-mail (the catalogue's, which hosts may override and which
 * default to COMPANY's), the three legal pages and the accessibility statement. */
export function PortalFooter({ className }: PortalFooterProps) {
  const { links, messages } = usePortal();
  const { company, footer: labels } = textsOf(messages, homeFrameArea);
  const themed = useElementClass("footer");
  return (
    <footer
      className={cn(
        "ov-root ov-portal-footer ov:w-full ov:border-t ov:border-border ov:bg-surface-muted ov:px-4 ov:py-6 ov:text-sm ov:text-text",
        themed,
        className,
      )}
      data-ov-widget="PortalFooter"
    >
      <div className="ov:flex ov:flex-col ov:gap-6 ov:md:flex-row ov:md:justify-between">
        <div className="ov:flex ov:flex-col ov:gap-1">
          <p className="ov:font-semibold">{COMPANY.name}</p>
          <address className="ov:flex ov:flex-col ov:gap-1 ov:not-italic">
            <span>
              <span className="ov:sr-only">{labels.addressLabel}: </span>
              {company.address}
            </span>
            <span>
              {labels.phoneLabel}:{" "}
              <a className={link} href={telHref(company.phone)}>
                {company.phone}
              </a>
            </span>
            <span>
              {labels.emailLabel}:{" "}
              <a className={cn(link, "ov:break-all")} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </span>
          </address>
        </div>
        <nav aria-label={labels.legalLabel}>
          <ul className="ov:flex ov:flex-col ov:gap-2 ov:sm:flex-row ov:sm:flex-wrap ov:sm:gap-x-6">
            <li>
              <PortalLink to={links.legalNotice()} className={link}>
                {labels.legalNotice}
              </PortalLink>
            </li>
            <li>
              <PortalLink to={links.cookiePolicy()} className={link}>
                {labels.cookiePolicy}
              </PortalLink>
            </li>
            <li>
              <PortalLink to={links.privacyPolicy()} className={link}>
                {labels.privacyPolicy}
              </PortalLink>
            </li>
            <li>
              <PortalLink to={links.accessibility()} className={link}>
                {labels.accessibility}
              </PortalLink>
            </li>
          </ul>
        </nav>
      </div>
      <p className="ov:mt-4 ov:text-xs ov:text-text-muted">{`${company.name} ${company.version}`}</p>
    </footer>
  );
}
