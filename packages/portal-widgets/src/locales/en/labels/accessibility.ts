import type { CompleteMessages } from "../../messages";

export const accessibilityLabels = {
  title: "Accessibility statement",
  dates: "Statement prepared on 25 November 2026. Last reviewed on 25 November 2026.",
  intro:
    "{{company}} is committed to making its Oficina Virtual accessible. This statement applies to the customer portal (website) and to the Oficina Virtual widgets that are embedded in other pages.",
  conformance: {
    heading: "Compliance status",
    status:
      "The Oficina Virtual is partially compliant with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, and with the web requirements of the EN 301 549 V3.2.1 standard, due to the non-compliances and the pending checks listed below.",
  },
  testing: {
    heading: "How we have checked it",
    intro: "Self-assessment by the development team, with automated tests that run on every change to the portal:",
    items: {
      axe: "axe-core (WCAG 2.0 and 2.1 rules, levels A and AA) on every page of the portal, signed in and signed out, at 1280 and at 320 pixels wide; at 320 pixels the page does not scroll horizontally. The sign-in, home and invoice pages are also checked in dark mode.",
      stories:
        "axe-core on every state of every widget (the Storybook stories), in light mode and in dark mode, with the colour contrast check in the browser.",
      contrast: "The contrast of every text and background combination in the colour palette, calculated in both modes: at least 4.5:1.",
      htmlcs:
        "HTML_CodeSniffer (the pa11y engine), WCAG 2 AA standard, on the public and sign-in pages and on the customer's and the property administrator's home pages.",
      keyboard:
        "Complete keyboard-only journeys, automated: signing in, searching on the home page and signing out; searching invoices with dates, an amount range and a PDF download; remote readings; a new request; and the details of a property administrator's contract, which return focus to where it came from when closed.",
      screenReader:
        "No review with screen readers (NVDA, JAWS, VoiceOver or TalkBack) or with users with disabilities has been carried out yet. It is planned before the Oficina Virtual is published.",
    },
  },
  limitations: {
    heading: "Non-accessible content",
    intro: "The content listed below is not accessible or has not been checked yet:",
    items: {
      pdf: "Downloaded PDF documents (invoices, consumption certificates and other documents) are not tagged: their text can be read, but without the structure of headings and tables that screen readers need (WCAG 1.3.1).",
      screenReader:
        "Without the screen reader review, there may be barriers that automated tools do not detect, for example in notices that appear without reloading the page or in the date calendar.",
      wcag22:
        "The new WCAG 2.2 criteria (such as 2.4.11 Focus Not Obscured, 2.5.8 Target Size and 3.3.8 Accessible Authentication) do not have a specific check yet.",
      embed: "In widgets embedded in third-party pages, the accessibility of the rest of the page depends on its owner.",
    },
  },
  contact: {
    heading: "Feedback and contact",
    text: "If you come across an accessibility barrier, or need the Oficina Virtual's information in another format, write to us at {{email}} or call {{phone}}. Tell us the page and what happened; we will reply and look for an alternative while we fix it.",
  },
  preparation: {
    heading: "Preparation of this statement",
    text: "This statement is based on a self-assessment with the tests described. It will be reviewed with every version of the Oficina Virtual that changes its pages and at least once a year.",
  },
} satisfies CompleteMessages["labels"]["accessibility"];
