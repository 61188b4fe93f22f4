"use client";

import { useTexts } from "../../core/react/portalHooks";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { LegalPage, type LegalSection } from "../shared/legal/LegalPage";
import { useLegalSections } from "../shared/legal/useLegalSections";
import { legalNoticeSections } from "./content";

export interface LegalNoticeProps {
  /** The retailer's own legal text, replacing ours in every language (a host's lawyers may word it differently). */
  sections?: readonly LegalSection[];
}

/** Aviso Legal (part 2 §2.10): the company's legal notice, with 'Volver'. */
export function LegalNotice({ sections }: LegalNoticeProps = {}) {
  const title = useTexts(telemetryArea).legal.legalNotice;
  const body = useLegalSections("legalNotice", legalNoticeSections, sections);
  return <LegalPage widget="LegalNotice" title={title} {...body} />;
}
