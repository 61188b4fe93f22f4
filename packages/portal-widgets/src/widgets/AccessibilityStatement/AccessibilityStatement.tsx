"use client";

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

/** 'Declaración de accesibilidad': conformance, how it was tested, known limitations, contact
 * and date. Its texts are in the catalogue (`labels.accessibility`), so a host corrects them
 * through the provider's `messages` as its audits progress. */
export function AccessibilityStatement({ sections }: AccessibilityStatementProps = {}) {
  const { messages } = usePortal();
  const texts = textsOf(messages, accessibilityArea);
  const company = textsOf(messages, homeFrameArea).company;
  const ours: readonly LegalSection[] = [
    {
      heading: texts.conformance.heading,
      blocks: [
        { kind: "p", text: formatMessage(texts.intro, { company: company.name }) },
        { kind: "p", text: texts.conformance.status },
      ],
    },
    {
      heading: texts.testing.heading,
      blocks: [
        { kind: "p", text: texts.testing.intro },
        { kind: "list", items: Object.values(texts.testing.items) },
      ],
    },
    {
      heading: texts.limitations.heading,
      blocks: [
        { kind: "p", text: texts.limitations.intro },
        { kind: "list", items: Object.values(texts.limitations.items) },
      ],
    },
    {
      heading: texts.contact.heading,
      blocks: [{ kind: "p", text: formatMessage(texts.contact.text, { email: company.email, phone: company.phone }) }],
    },
    { heading: texts.preparation.heading, blocks: [{ kind: "p", text: texts.preparation.text }] },
  ];
  return <LegalPage widget="AccessibilityStatement" title={texts.title} updated={texts.dates} sections={sections ?? ours} />;
}
