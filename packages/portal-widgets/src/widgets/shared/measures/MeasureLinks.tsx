"use client";

import { usePortal } from "../../../core/react/portalHooks";
import { powerArea } from "../../../locales/es-ES/labels/power";
import { telemetryArea } from "../../../locales/es-ES/labels/telemetry";
import { textsOf } from "../../../locales/texts";
import { PortalLink } from "../../../ui/PortalLink";

export interface MeasureLinksProps {
  /** The screen's title, naming the navigation. */
  label: string;
  codAbonado: string;
  otherLink: { to: string; label: string };
}

/** The sibling screen, the contract's power, its meter reading and the way back home. */
export function MeasureLinks({ label, codAbonado, otherLink }: MeasureLinksProps) {
  const { links, messages } = usePortal();
  const texts = textsOf(messages, telemetryArea);
  return (
    <nav aria-label={label} className="ov:flex ov:flex-wrap ov:gap-4 ov:text-sm">
      <PortalLink to={otherLink.to} className="ov:font-semibold ov:text-primary ov:underline">
        {otherLink.label}
      </PortalLink>
      <PortalLink to={links.power(codAbonado)} className="ov:font-semibold ov:text-primary ov:underline">
        {textsOf(messages, powerArea).periods.powerLink}
      </PortalLink>
      <PortalLink to={links.readingInput(codAbonado)} className="ov:font-semibold ov:text-primary ov:underline">
        {texts.reading.title}
      </PortalLink>
      <PortalLink to={links.home()} className="ov:font-semibold ov:text-primary ov:underline">
        {texts.back}
      </PortalLink>
    </nav>
  );
}
