"use client";

import { usePortal } from "../../core/react/portalHooks";
import { LegalPage, type LegalSection } from "../shared/legal/LegalPage";
import { cookiePolicySections } from "./content";

export interface CookiePolicyProps {
  /** The retailer's own legal text, replacing ours (a host's lawyers may word it differently). */
  sections?: readonly LegalSection[];
}

/** Política de Cookies (part 2 §2.10): cookie tables by type with their expiries, links to the other two pages, and 'Volver'. */
export function CookiePolicy({ sections }: CookiePolicyProps = {}) {
  const title = usePortal().messages.labels.telemetry.legal.cookiePolicy;
  return (
    <LegalPage widget="CookiePolicy" title={title} sections={sections ?? cookiePolicySections} sectionsLang={sections ? undefined : "es"} />
  );
}
