"use client";

import { COMPANY } from "@oficina-virtual/api-contract";
import { usePortal } from "../../core/react/portalHooks";
import { formatMessage } from "../../locales";
import { accessibilityArea } from "../../locales/es-ES/labels/accessibility";
import { homeFrameArea } from "../../locales/es-ES/labels/homeFrame";
import { textsOf } from "../../locales/texts";
import { LegalPage, type LegalSection } from "../shared/legal/LegalPage";

export interface AccessibilityStatementProps {
  /** The retailer's own statement, replacing ours (after its own audit). */
  sections?: readonly LegalSection[];
}

/** 'Declaración de accesibilidad', written for customers in the order of Real Decreto
 * 1112/2018's model: compliance, what works, non-accessible content, preparation, contact and
 * enforcement. Its texts are in the catalogue (`labels.accessibility`), so a host corrects them
 * through the provider's `messages` as its audits progress. */
export function AccessibilityStatement({ sections }: AccessibilityStatementProps = {}) {
  const { messages } = usePortal();
  const texts = textsOf(messages, accessibilityArea);
  const { email, phone } = textsOf(messages, homeFrameArea).company;
  const contact = { email, phone };
  const list = (heading: string, intro: string, items: Record<string, string>): LegalSection => ({
    heading,
    blocks: [
      { kind: "p", text: intro },
      { kind: "list", items: Object.values(items) },
    ],
  });
  const ours: readonly LegalSection[] = [
    {
      heading: texts.conformance.heading,
      blocks: [
        { kind: "p", text: formatMessage(texts.intro, { company: COMPANY.brand }) },
        { kind: "p", text: texts.conformance.status },
      ],
    },
    list(texts.works.heading, texts.works.intro, texts.works.items),
    list(texts.limitations.heading, texts.limitations.intro, texts.limitations.items),
    { heading: texts.preparation.heading, blocks: [{ kind: "p", text: texts.preparation.text }] },
    { heading: texts.contact.heading, blocks: [{ kind: "p", text: formatMessage(texts.contact.text, contact) }] },
    { heading: texts.enforcement.heading, blocks: [{ kind: "p", text: formatMessage(texts.enforcement.text, contact) }] },
  ];
  return <LegalPage widget="AccessibilityStatement" title={texts.title} updated={texts.dates} sections={sections ?? ours} />;
}
