import type { ActivityEntry, ActivityKind } from "@oficina-virtual/api-contract";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { accountActivity } from "../db/schema";
import { approximateAddress, deviceOf, storedUserAgent } from "./sessionDevice";

export type { ActivityKind } from "@oficina-virtual/api-contract";

/*
 * The account's activity for 'Sesiones y actividad': logins, failed logins (of an existing
 * account: an unknown username has no account to tell), changes of the password, e-mail,
 * phone, IBAN and preferences, and sessions closed. Kept 12 months: each record purges the
 * account's older rows and the list never shows them; purgeActivity does it for every
 * account (accounts that no longer log in). Only the client's network and user agent are
 * kept with each row, never the full address.
 */

export const ACTIVITY_KEPT_MONTHS = 12;
const LIST_MAX = 500;

/** Where a request came from, as the activity keeps it. */
export interface ActivityOrigin {
  address: string | null;
  userAgent: string | null;
}

export function originOf(request: Pick<FastifyRequest, "ip" | "headers">): ActivityOrigin {
  return { address: approximateAddress(request.ip), userAgent: storedUserAgent(request.headers["user-agent"]) };
}

export interface ActivityRecord {
  userId: number;
  kind: ActivityKind;
  now: Date;
  origin?: ActivityOrigin;
  /** What changed, already masked (never a full IBAN, phone or address). */
  detail?: string | null;
}

/** The first instant still kept. */
export function keptSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ACTIVITY_KEPT_MONTHS);
  return since;
}

/** Records one event of the account and purges its rows older than 12 months. */
export async function recordActivity(db: Database, record: ActivityRecord): Promise<void> {
  await db.insert(accountActivity).values({
    userId: record.userId,
    kind: record.kind,
    at: record.now,
    address: record.origin?.address ?? null,
    userAgent: record.origin?.userAgent ?? null,
    detail: record.detail?.slice(0, 120) ?? null,
  });
  await db.delete(accountActivity).where(and(eq(accountActivity.userId, record.userId), lt(accountActivity.at, keptSince(record.now))));
}

/** Every account's rows older than 12 months go. */
export async function purgeActivity(db: Database, now: Date): Promise<void> {
  await db.delete(accountActivity).where(lt(accountActivity.at, keptSince(now)));
}

/** The account's activity of the last 12 months, newest first. */
export async function listActivity(db: Database, userId: number, now: Date): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(accountActivity)
    .where(and(eq(accountActivity.userId, userId), gte(accountActivity.at, keptSince(now))))
    .orderBy(desc(accountActivity.at), desc(accountActivity.id))
    .limit(LIST_MAX);
  return rows.map((row) => ({
    tipo: row.kind as ActivityKind,
    fecha: row.at.toISOString(),
    direccion: row.address,
    dispositivo: row.userAgent ? deviceOf(row.userAgent) : null,
    detalle: row.detail,
  }));
}
