import type { DeepPartial } from "../../deepPartial";
import type { LabelAreaKey } from "../../textArea";
import type { Widen } from "../../tree";
import type { accessibilityLabels } from "./accessibility";
import type { accountLabels } from "./account";
import type { accountLoginLabels } from "./accountLogin";
import type { bankAccountLabels } from "./bankAccount";
import { commonLabels } from "./common";
import type { contactDetailsLabels } from "./contactDetails";
import type { dataExportLabels } from "./dataExport";
import { draftsLabels } from "./drafts";
import type { homeLabels } from "./home";
import type { homeFrameLabels } from "./homeFrame";
import type { insightsLabels } from "./insights";
import type { invoiceListsLabels } from "./invoiceLists";
import type { invoicesLabels } from "./invoices";
import { pagesLabels } from "./pages";
import type { paymentLabels } from "./payment";
import type { powerLabels } from "./power";
import type { preferencesLabels } from "./preferences";
import type { sessionsActivityLabels } from "./sessionsActivity";
import type { telemetryLabels } from "./telemetry";

// One file per widget area, so each area's labels change without touching the others.

/**
 * The Spanish areas every page uses (the host's frame, tab titles, ui/ primitives): part of
 * es-ES, so in the first load. The other areas' Spanish labels stay beside their widgets
 * (`textArea`), so each comes in the chunks of the widgets that show it.
 */
export const labelsEsES = {
  common: commonLabels,
  drafts: draftsLabels,
  pages: pagesLabels,
};

/** The areas read through a handle (`useTexts(area)`, `textsOf(messages, area)`). */
export type LazyLabels = {
  account: Widen<typeof accountLoginLabels & typeof accountLabels & typeof contactDetailsLabels & typeof sessionsActivityLabels>;
  home: Widen<typeof homeFrameLabels & typeof homeLabels>;
  invoices: Widen<typeof invoicesLabels>;
  invoiceLists: Widen<typeof invoiceListsLabels>;
  telemetry: Widen<typeof telemetryLabels>;
  accessibility: Widen<typeof accessibilityLabels>;
  insights: Widen<typeof insightsLabels>;
  power: Widen<typeof powerLabels>;
  bankAccount: Widen<typeof bankAccountLabels>;
  dataExport: Widen<typeof dataExportLabels>;
  payment: Widen<typeof paymentLabels>;
  preferences: Widen<typeof preferencesLabels>;
};

/** The label areas read through a handle (`textArea("labels.<key>", …)`). */
export type LazyAreaKey = keyof LazyLabels;

// The label keys textArea.ts lists are exactly the areas typed here (a compile-time check).
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const areasMatch: SameKeys<keyof CompleteLabels, LabelAreaKey> = true;
void areasMatch;

// A record, so a new area must be listed here too.
const LAZY_AREAS: Record<LazyAreaKey, true> = {
  account: true,
  home: true,
  invoices: true,
  invoiceLists: true,
  telemetry: true,
  accessibility: true,
  insights: true,
  power: true,
  bankAccount: true,
  dataExport: true,
  payment: true,
  preferences: true,
};
export const LAZY_AREA_KEYS = Object.keys(LAZY_AREAS) as LazyAreaKey[];

/** Every area, complete: what a translated catalogue (a chunk of its own) carries. */
export type CompleteLabels = Widen<typeof labelsEsES> & LazyLabels;

/**
 * A catalogue's labels as the widgets get them: the first-load areas complete; each other
 * area absent (es-ES: Spanish from its handle), complete (a translated catalogue), or partial
 * (a host's overrides over es-ES, merged over the Spanish labels when read).
 */
export type Labels = Widen<typeof labelsEsES> & { [K in LazyAreaKey]?: DeepPartial<LazyLabels[K]> };
