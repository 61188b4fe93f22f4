import { accessibilityLabels } from "./accessibility";
import { accountLabels } from "./account";
import { commonLabels } from "./common";
import { draftsLabels } from "./drafts";
import { homeLabels } from "./home";
import { insightsLabels } from "./insights";
import { invoiceListsLabels } from "./invoiceLists";
import { invoicesLabels } from "./invoices";
import { pagesLabels } from "./pages";
import { powerLabels } from "./power";
import { telemetryLabels } from "./telemetry";
import type { Widen } from "./tree";

// One file per widget area, so each area's labels change without touching the others.
export const labelsEsES = {
  common: commonLabels,
  account: accountLabels,
  home: homeLabels,
  invoices: invoicesLabels,
  invoiceLists: invoiceListsLabels,
  telemetry: telemetryLabels,
  drafts: draftsLabels,
  accessibility: accessibilityLabels,
  insights: insightsLabels,
  power: powerLabels,
  pages: pagesLabels,
};

export type Labels = Widen<typeof labelsEsES>;
