import type { Notices } from "@oficina-virtual/api-contract";
import type { Database } from "../db/client";
import { findUserPreferences } from "../db/preferences/preferences";
import type { MailLanguage } from "./languages";

/*
 * One mechanism for the language of every mail to a known user: the language stored on the
 * user ('Preferencias'; the signup's, 'es' by default). Mails before an account exists or
 * before sign-in (signup, validation, reset, username) still follow the request's
 * Accept-Language (languages.ts): no user is known yet, or the one on screen is the choice.
 */

export interface Recipient {
  language: MailLanguage;
  notices: Notices;
}

const EVERY_NOTICE: Notices = { newInvoice: true, costAlert: true, requestUpdates: true };

/** The user's mail language and notices; Spanish and every notice for an unknown id. */
export async function recipientOf(db: Database, userId: number): Promise<Recipient> {
  return (await findUserPreferences(db, userId)) ?? { language: "es", notices: EVERY_NOTICE };
}
