import { esES } from "./es-ES";
import { accessibilityLabels } from "./labels/accessibility";
import { accountLabels } from "./labels/account";
import { homeLabels } from "./labels/home";
import { homeFrameLabels } from "./labels/homeFrame";
import { insightsLabels } from "./labels/insights";
import { invoiceListsLabels } from "./labels/invoiceLists";
import { invoicesLabels } from "./labels/invoices";
import { powerLabels } from "./labels/power";
import { telemetryLabels } from "./labels/telemetry";
import type { CompleteMessages } from "./messages";

/** es-ES with every label area, as a translated catalogue carries them: what the locale tests
 * compare the other catalogues with, so a label missing in a translation still fails. Tests
 * only: the widgets' code must never import every area. */
export const esESComplete: CompleteMessages = {
  ...esES,
  labels: {
    ...esES.labels,
    account: accountLabels,
    home: { ...homeFrameLabels, ...homeLabels },
    invoices: invoicesLabels,
    invoiceLists: invoiceListsLabels,
    telemetry: telemetryLabels,
    accessibility: accessibilityLabels,
    insights: insightsLabels,
    power: powerLabels,
  },
};
