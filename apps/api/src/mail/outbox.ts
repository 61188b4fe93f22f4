import { COMPANY } from "@oficina-virtual/api-contract";
import { desc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

/*
 * Every mail goes into the outbox table first (GET /dev/outbox shows it in demo mode);
 * when SMTP_URL is set it is also sent through Nodemailer and marked sentAt. A failed
 * SMTP delivery is logged and leaves sentAt empty: the row is the record of what should
 * have gone out, and the request that triggered the mail still succeeds.
 *
 * A text message (`channel: "sms"`, the signup code to a phone on file) goes through the
 * same outbox: the row is what an SMS gateway reads; SMTP never carries it.
 */

export type OutboxChannel = "email" | "sms";

export interface Mail {
  /** An e-mail address, or a phone number for `sms`. */
  to: string;
  /** `email` when absent. */
  channel?: OutboxChannel;
  subject: string;
  text: string;
  /** The links the text carries (validation, reset...), listed apart for /dev/outbox. */
  links: string[];
}

export interface OutboxEntry extends Mail {
  channel: OutboxChannel;
  createdAt: string;
}

/** Sender of the mails sent over SMTP: the retailer's brand, as the signature and the PDFs
 * name it (api-contract's COMPANY). */
export const MAIL_FROM = `"${COMPANY.brand} · Oficina Virtual" <no-reply@oficina-virtual.example>`;

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export async function sendMail(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  mail: Mail,
  log: (error: unknown) => void = (error) => console.error("SMTP delivery failed", error),
): Promise<void> {
  const [row] = await deps.db
    .insert(outbox)
    .values({
      to: mail.to,
      channel: mail.channel ?? "email",
      subject: mail.subject,
      text: mail.text,
      links: mail.links,
      createdAt: deps.now(),
    })
    .returning({ id: outbox.id });
  const smtpUrl = deps.config.smtpUrl;
  if (!smtpUrl || !row || mail.channel === "sms") return;
  try {
    await transportFor(smtpUrl).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    await deps.db.update(outbox).set({ sentAt: deps.now() }).where(eq(outbox.id, row.id));
  } catch (error) {
    log(error);
  }
}

/** The newest mails first. */
export async function listOutbox(db: Database, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    to: row.to,
    channel: row.channel,
    subject: row.subject,
    text: row.text,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}
