"use client";

import { usePortal } from "../../core/react/portalHooks";
import { LegalPage, type LegalSection } from "../shared/legal/LegalPage";
import { legalNoticeSections } from "./content";

export interface LegalNoticeProps {
  /** The retailer's own legal text, replacing ours (a host's lawyers may word it differently). */
  sections?: readonly LegalSection[];
}

/** Aviso Legal (part 2 §2.10): the company's legal notice, with 'Volver'. */
export function LegalNotice({ sections }: LegalNoticeProps = {}) {
  const title = usePortal().messages.labels.telemetry.legal.legalNotice;
  return (
    <LegalPage widget="LegalNotice" title={title} sections={sections ?? legalNoticeSections} sectionsLang={sections ? undefined : "es"} />
  );
}
