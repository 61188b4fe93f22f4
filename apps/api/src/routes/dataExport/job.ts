import type { DataExport } from "@oficina-virtual/api-contract";
import type { Caller } from "../../auth/tokens";
import type { AppDeps } from "../../context";
import type { User } from "../../db/accounts/users";
import { listCallerContracts } from "../../db/contracts/contracts";
import { type DataExportRow, failDataExport, finishDataExport, setDataExportProgress } from "../../db/dataExports/jobs";
import type { DataPart } from "../../documents/customer/dataExportZip";
import { SLOT_LEASE_MS } from "../../documents/pool/sharedSlots";
import { formatEsDate, madridDay } from "../customer/madridTime";
import { dataSections } from "./sections";

/** How long a ready ZIP may be downloaded. */
export const DATA_EXPORT_TTL_MS = 24 * 60 * 60_000;
/** A job whose replica stopped updating it for this long has died with that replica (killed
 * mid-build): the same lease that frees its export slot (sharedSlots.ts). */
export const STALE_AFTER_MS = SLOT_LEASE_MS;
/** The reading of the sections is this much of the bar; the ZIP in the workers the rest. */
const READ_SHARE = 90;

export const FAILED_MESSAGE = "No se han podido preparar tus datos. Vuelve a pedirlos dentro de unos minutos.";

export const isStale = (job: DataExportRow, now: Date) =>
  job.state === "preparando" && now.getTime() - job.updatedAt.getTime() > STALE_AFTER_MS;

/** The job as the contract answers it; a job its replica abandoned reads as failed. */
export function jobAnswer(job: DataExportRow, now: Date): DataExport {
  const state = isStale(job, now) ? "error" : job.state;
  return {
    id: job.id,
    state,
    progress: state === "lista" ? 100 : job.progress,
    fileName: state === "lista" ? job.fileName : null,
    expiresAt: state === "lista" ? job.expiresAt.toISOString() : null,
    message: state === "error" ? FAILED_MESSAGE : null,
  };
}

export const dataExportFileName = (now: Date) => `mis-datos-${formatEsDate(madridDay(now))}.zip`;

/**
 * Builds the customer's data ZIP for job `id`: each section read on this thread (its queries),
 * the percentage written after each one so a poll on any replica sees it, then the ZIP made in
 * the document workers and stored with the job. Never throws: a failure marks the job.
 */
export async function runDataExport(deps: AppDeps, caller: Caller, user: User, id: string, log: (error: unknown) => void): Promise<void> {
  try {
    const context = { deps, caller, user, contracts: await listCallerContracts(deps.db, caller) };
    const parts: DataPart[] = [];
    for (const [index, section] of dataSections.entries()) {
      parts.push(...(await section(context)));
      await setDataExportProgress(deps.db, id, Math.round((READ_SHARE * (index + 1)) / dataSections.length), deps.now());
    }
    const madeAt = deps.now();
    const body = await deps.documents.pool.run("dataExportZip", [parts, madeAt.toISOString()]);
    await finishDataExport(deps.db, id, { body, name: dataExportFileName(madeAt) }, deps.now());
  } catch (error) {
    log(error);
    await failDataExport(deps.db, id, deps.now()).catch(log);
  }
}
