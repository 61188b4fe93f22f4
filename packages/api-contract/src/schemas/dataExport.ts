import { z } from "zod";
import { text } from "./common";

/*
 * 'Mi cuenta' › 'Descargar mis datos' (RGPD art. 20): a ZIP of everything the retailer holds
 * about the customer, prepared as a job the document workers build. The job's state lives in
 * the database, so any replica answers the client's polls.
 */

export const DATA_EXPORT_STATES = ["preparando", "lista", "error"] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportParamsSchema = z.object({ exportId: z.string().regex(/^[0-9a-f-]{36}$/) });

export const dataExportSchema = z.object({
  id: text(36),
  state: z.enum(DATA_EXPORT_STATES),
  /** 0–100: the sections read, then the ZIP built. */
  progress: z.number().int().min(0).max(100),
  /** 'mis-datos-{fecha}.zip' once ready; null before. */
  fileName: text(80).nullable(),
  /** When the ready file stops being downloadable (ISO 8601); null before. */
  expiresAt: text(40).nullable(),
  /** Why it failed, in Spanish; null unless state is 'error'. */
  message: text(300).nullable(),
});
export type DataExport = z.output<typeof dataExportSchema>;
