"use client";

import { usePortal } from "../../core/react/portalHooks";
import { telHref } from "../../domain/phone";
import { cn } from "../../lib/cn";
import { formatMessage } from "../../locales";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import type { SocialLink } from "./socialLinks";

/** The brand's blue in light mode; in dark mode the deepest surface with light text, since the
 * dark scheme's primary is a light blue that glares across the whole width. */
// Nested light-dark(): each inner token resolves to the same scheme's half, a host's brand included.
const barColours =
  "ov:bg-[light-dark(var(--ov-color-primary),var(--ov-color-surface-muted))] ov:text-[light-dark(var(--ov-color-primary-contrast),var(--ov-color-text))]";

const barLink = "ov:underline ov:underline-offset-2 ov:hover:no-underline";

/** The header's top bar: help phone, contact e-mail, social links and version. */
export function ContactBar({ socialLinks, className }: { socialLinks: readonly SocialLink[]; className?: string }) {
  const { messages } = usePortal();
  const { company, header: labels } = textsOf(messages, homeFrameArea);
  return (
    <div className={cn(barColours, "ov:flex-wrap ov:items-center ov:gap-x-6 ov:gap-y-2 ov:px-4 ov:py-2 ov:text-sm", className)}>
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
  );
}
