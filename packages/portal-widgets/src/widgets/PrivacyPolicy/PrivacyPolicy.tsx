"use client";

import { useTexts } from "../../core/react/portalHooks";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { LegalPage, type LegalSection } from "../shared/legal/LegalPage";
import { useLegalSections } from "../shared/legal/useLegalSections";
import { privacyPolicySections } from "./content";

export interface PrivacyPolicyProps {
  /** The retailer's own legal text, replacing ours in every language (a host's lawyers may word it differently). */
  sections?: readonly LegalSection[];
}

/** Política de Privacidad (part 2 §2.10): data kept 6 years after the last confirmed interest; 'Volver'. */
export function PrivacyPolicy({ sections }: PrivacyPolicyProps = {}) {
  const title = useTexts(telemetryArea).legal.privacyPolicy;
  const body = useLegalSections("privacyPolicy", privacyPolicySections, sections);
  return <LegalPage widget="PrivacyPolicy" title={title} {...body} />;
}
