import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Accessibility statement",
  dates: "Statement prepared on 2 December 2026. Last reviewed: 2 December 2026.",
  intro:
    "{{company}} is committed to making its Oficina Virtual accessible to everyone. This statement applies to the customer Oficina Virtual: this website and the parts of the Oficina Virtual that appear on other {{company}} pages.",
  conformance: {
    heading: "Compliance status",
    status:
      "The Oficina Virtual is partially compliant with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, and with the EN 301 549 standard, because of the non-compliances listed below.",
  },
  works: {
    heading: "What you can do in the Oficina Virtual",
    intro: "We designed the Oficina Virtual so that you can:",
    items: {
      keyboard: "Use every page with the keyboard alone, always seeing where the focus is.",
      zoom: "Zoom text up to 200 % or use the portal on your phone without scrolling sideways.",
      contrast: "Read the texts with good contrast, in dark mode too.",
      languages: "Use the portal in Spanish, Catalan, Galician, Basque or English.",
      session: "Get a warning before your session expires and stay signed in if you need to.",
    },
  },
  limitations: {
    heading: "Non-accessible content",
    intro: "These parts of the Oficina Virtual are not accessible yet, or not fully:",
    items: {
      pdf: "Non-compliance: invoices, consumption certificates and other PDF documents are not tagged. A screen reader reads their text, but not their headings or tables. If you need it, we will give you the same information in another format.",
      screenReader:
        "Non-compliance: we have not yet tested the portal with screen readers or with people with disabilities, so there may be barriers we do not know about yet, for example in the date picker.",
      burden: "Disproportionate burden: not applicable.",
      scope:
        "Content outside the scope of the applicable law: pages of other websites where the Oficina Virtual appears, whose accessibility depends on their owner.",
    },
  },
  preparation: {
    heading: "Preparation of this statement",
    text: "We prepared this statement through a self-assessment, following the model of Royal Decree 1112/2018: automatic checks every time the portal changes and complete journeys using only the keyboard. We will review it with every version that changes its pages and at least once a year.",
  },
  contact: {
    heading: "Feedback and contact details",
    text: "If you find a barrier, need some information in another format or want to suggest an improvement, write to {{email}} or call {{phone}}. Tell us which page you were on and what happened: we will reply and, while we fix it, give you the information another way.",
  },
  enforcement: {
    heading: "Enforcement procedure",
    text: "If our answer does not satisfy you, you can file a complaint with our customer service ({{email}}, {{phone}}) or go to the consumer services of your autonomous community.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
