"use client";

import { useTexts } from "../../core/react/portalHooks";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { LegalPage, type LegalSection } from "../shared/legal/LegalPage";
import { useLegalSections } from "../shared/legal/useLegalSections";
import { cookiePolicySections } from "./content";

export interface CookiePolicyProps {
  /** The retailer's own legal text, replacing ours in every language (a host's lawyers may word it differently). */
  sections?: readonly LegalSection[];
}

/** Política de Cookies (part 2 §2.10): cookie tables by type with their expiries, links to the other two pages, and 'Volver'. */
export function CookiePolicy({ sections }: CookiePolicyProps = {}) {
  const title = useTexts(telemetryArea).legal.cookiePolicy;
  const body = useLegalSections("cookiePolicy", cookiePolicySections, sections);
  return <LegalPage widget="CookiePolicy" title={title} {...body} />;
}
