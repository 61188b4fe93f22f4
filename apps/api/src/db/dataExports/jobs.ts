import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../client";
import { dataExports } from "../schema";

export type DataExportRow = Omit<typeof dataExports.$inferSelect, "file">;

/** The job's columns without the file: polls read these, only the download reads the bytes. */
const jobColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  state: dataExports.state,
  progress: dataExports.progress,
  fileName: dataExports.fileName,
  createdAt: dataExports.createdAt,
  updatedAt: dataExports.updatedAt,
  expiresAt: dataExports.expiresAt,
};

export async function insertDataExport(db: Database, job: { id: string; userId: number; now: Date; expiresAt: Date }) {
  await db.insert(dataExports).values({
    id: job.id,
    userId: job.userId,
    state: "preparando",
    progress: 0,
    createdAt: job.now,
    updatedAt: job.now,
    expiresAt: job.expiresAt,
  });
}

/** The user's job with this id; someone else's is as absent as a wrong one. */
export async function findDataExport(db: Database, userId: number, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row;
}

/** The user's newest job. */
export async function latestDataExport(db: Database, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function dataExportFile(db: Database, userId: number, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ file: dataExports.file })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row?.file ?? null;
}

export async function setDataExportProgress(db: Database, id: string, progress: number, now: Date): Promise<void> {
  await db.update(dataExports).set({ progress, updatedAt: now }).where(eq(dataExports.id, id));
}

export async function finishDataExport(db: Database, id: string, file: { body: Buffer; name: string }, now: Date): Promise<void> {
  await db
    .update(dataExports)
    .set({ state: "lista", progress: 100, file: file.body, fileName: file.name, updatedAt: now })
    .where(eq(dataExports.id, id));
}

export async function failDataExport(db: Database, id: string, now: Date): Promise<void> {
  await db.update(dataExports).set({ state: "error", updatedAt: now }).where(eq(dataExports.id, id));
}

/** Drops the user's jobs past their expiry (their files with them). */
export async function deleteExpiredDataExports(db: Database, userId: number, now: Date): Promise<void> {
  await db.delete(dataExports).where(and(eq(dataExports.userId, userId), lt(dataExports.expiresAt, now)));
}
