import { randomUUID } from "node:crypto";
import { routes, ZIP_MIME } from "@oficina-virtual/api-contract";
import type { FastifyReply } from "fastify";
import type { Caller } from "../../auth/tokens";
import type { AppDeps, RoutePlugin } from "../../context";
import { findUserById } from "../../db/accounts/users";
import { dataExportFile, deleteExpiredDataExports, findDataExport, insertDataExport, latestDataExport } from "../../db/dataExports/jobs";
import { HttpError, notFound, unauthorized } from "../../errors/httpError";
import { mountRoute } from "../../http/contractRoute";
import { exportRoute } from "../../http/exportRoute";
import { sendFile } from "../../http/fileReply";
import { DATA_EXPORT_TTL_MS, isStale, jobAnswer, runDataExport } from "./job";

export const EXPORT_NOT_FOUND = "No se ha encontrado esta descarga de tus datos.";
export const EXPORT_NOT_READY = "Tus datos aún se están preparando. Espera a que la barra llegue al 100 %.";
export const EXPORT_FAILED = "Esta descarga no se pudo preparar. Vuelve a pedir tus datos.";
export const EXPORT_EXPIRED = "Este archivo ya no está disponible. Vuelve a pedir tus datos.";

/** Administrators manage their communities' contracts, not their own supply: the ZIP is the
 * data of a customer, and for anyone else the calls are as absent as a wrong id. */
function customerOnly(caller: Caller): void {
  if (caller.role !== "customer") throw notFound(EXPORT_NOT_FOUND);
}

/** Takes one of the user's document slots (EXPORTS_PER_USER, across replicas) for the whole
 * build; a refusal is the downloads' 429 with its Retry-After. */
async function takeSlot(deps: AppDeps, userId: number, reply: FastifyReply): Promise<() => void> {
  try {
    return await deps.documents.enter(`user:${userId}`);
  } catch (error) {
    const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (seconds !== undefined) reply.header("Retry-After", String(seconds));
    throw error;
  }
}

/** dataExportStart, dataExportStatus and dataExportZip: 'Mi cuenta' › 'Descargar mis datos'. */
export const dataExportRoutes: RoutePlugin = async (app, { deps }) => {
  const { db } = deps;
  // The builds this process runs after answering: the app waits for them when it closes.
  const building = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...building]);
  });

  // One job at a time: a second request while one is being prepared answers that one (a
  // reload or a second tab resumes it), so it costs neither a quota count nor a slot.
  mountRoute(app, deps, routes.dataExportStart, async ({ caller, raw, reply }) => {
    customerOnly(caller);
    const now = deps.now();
    await deleteExpiredDataExports(db, caller.userId, now);
    const latest = await latestDataExport(db, caller.userId);
    if (latest?.state === "preparando" && !isStale(latest, now)) return jobAnswer(latest, now);
    const user = await findUserById(db, caller.userId);
    if (!user) throw unauthorized();
    // The slot first: a request refused for a download in flight does not use up the quota.
    const release = await takeSlot(deps, user.id, reply);
    const id = randomUUID();
    try {
      await deps.limits.writes.count("dataExports", user.id, raw.ip, now);
      await insertDataExport(db, { id, userId: user.id, now, expiresAt: new Date(now.getTime() + DATA_EXPORT_TTL_MS) });
    } catch (error) {
      release();
      throw error;
    }
    const build = runDataExport(deps, caller, user, id, (error) => raw.log.error({ err: error }, "data export failed")).finally(() => {
      release();
      building.delete(build);
    });
    building.add(build);
    reply.code(202);
    return { id, state: "preparando", progress: 0, fileName: null, expiresAt: null, message: null };
  });

  mountRoute(app, deps, routes.dataExportStatus, async ({ caller, params }) => {
    customerOnly(caller);
    const job = await findDataExport(db, caller.userId, params.exportId);
    if (!job) throw notFound(EXPORT_NOT_FOUND);
    return jobAnswer(job, deps.now());
  });

  mountRoute(
    app,
    deps,
    routes.dataExportZip,
    exportRoute(deps, async ({ caller, params, reply }) => {
      customerOnly(caller);
      const job = await findDataExport(db, caller.userId, params.exportId);
      if (!job) throw notFound(EXPORT_NOT_FOUND);
      const now = deps.now();
      if (job.expiresAt <= now) throw new HttpError(410, 410, EXPORT_EXPIRED);
      const answer = jobAnswer(job, now);
      if (answer.state === "error") throw new HttpError(409, 409, EXPORT_FAILED);
      const body = answer.state === "lista" ? await dataExportFile(db, caller.userId, job.id) : null;
      if (!body || !job.fileName) throw new HttpError(409, 409, EXPORT_NOT_READY);
      return sendFile(reply, { contentType: ZIP_MIME, fileName: job.fileName, body });
    }),
  );
};
