import type { SessionEndReason } from "./sessionStore";
import type { StorageAdapter } from "./storage";

/** The one key all drafts share: one user's drafts at a time (see `save`), and one
 * `removeItem` clears them all. */
export const DRAFTS_KEY = "ov:drafts";
/** Serialized size the drafts may take (characters). The issue form's longest draft is
 * about 1.5 KB; a draft that would not fit is not kept rather than half kept. */
export const DRAFTS_MAX_CHARS = 32_000;
/** Forms remembered at once (the meter reading is per supply point); the oldest goes first. */
export const DRAFTS_MAX_FORMS = 10;
/** A draft older than this is not offered back: by then it is more confusing than helpful. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60_000;

/** Field names a draft never holds, whatever a form passes. */
const SECRET_FIELD = /pass|contrase|token|secret|clave|pin$/i;

export type DraftValues = Record<string, string>;
export interface Draft {
  values: DraftValues;
  savedAt: number;
}

interface StoredDrafts {
  v: 1;
  owner: string;
  forms: Record<string, Draft>;
}

export interface DraftStore {
  load(owner: string, form: string): Draft | null;
  /** An empty draft (every value blank) removes the form's draft. */
  save(owner: string, form: string, values: DraftValues): void;
  remove(owner: string, form: string): void;
  /** Every draft of every user (logout). */
  clear(): void;
  /** Drop drafts that are not this user's: after someone else logs in on this tab. */
  keepOnly(owner: string | null): void;
}

/**
 * Drafts of the forms a customer was writing, per user, in this tab's sessionStorage (by
 * default): they survive a session that expires and are offered back after the same user
 * logs in again, and they never reach another tab or outlive the tab.
 */
export function createDraftStore(storage: StorageAdapter, now: () => number = Date.now): DraftStore {
  return {
    load(owner, form) {
      const drafts = readDrafts(storage);
      const draft = drafts?.owner === owner ? drafts.forms[form] : undefined;
      if (!draft || typeof draft.savedAt !== "number" || now() - draft.savedAt > DRAFT_MAX_AGE_MS) return null;
      const values = clean(draft.values);
      return Object.keys(values).length > 0 ? { values, savedAt: draft.savedAt } : null;
    },
    save(owner, form, values) {
      const current = readDrafts(storage);
      // One user at a time: someone else's drafts go the moment this user writes.
      const drafts: StoredDrafts = current?.owner === owner ? current : { v: 1, owner, forms: {} };
      const kept = clean(values);
      const forms = { ...drafts.forms };
      if (Object.keys(kept).length === 0) delete forms[form];
      else forms[form] = { values: kept, savedAt: now() };
      // Too big to keep: drop this form's older draft instead of offering stale text later.
      if (!writeDrafts(storage, { ...drafts, forms })) {
        delete forms[form];
        writeDrafts(storage, { ...drafts, forms });
      }
    },
    remove(owner, form) {
      const drafts = readDrafts(storage);
      if (drafts?.owner !== owner || !(form in drafts.forms)) return;
      const forms = { ...drafts.forms };
      delete forms[form];
      writeDrafts(storage, { ...drafts, forms });
    },
    clear() {
      storage.removeItem(DRAFTS_KEY);
    },
    keepOnly(owner) {
      const drafts = readDrafts(storage);
      if (drafts && drafts.owner !== owner) storage.removeItem(DRAFTS_KEY);
    },
  };
}

/** The stored drafts, or null when there are none or they are not in this shape. */
function readDrafts(storage: StorageAdapter): StoredDrafts | null {
  const text = storage.getItem(DRAFTS_KEY);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredDrafts>;
    if (value?.v !== 1 || typeof value.owner !== "string" || typeof value.forms !== "object" || value.forms === null) return null;
    return value as StoredDrafts;
  } catch {
    return null;
  }
}

/** Keeps the newest DRAFTS_MAX_FORMS forms; false when the drafts are too big to keep. */
function writeDrafts(storage: StorageAdapter, drafts: StoredDrafts): boolean {
  const entries = Object.entries(drafts.forms)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, DRAFTS_MAX_FORMS);
  if (entries.length === 0) {
    storage.removeItem(DRAFTS_KEY);
    return true;
  }
  const text = JSON.stringify({ ...drafts, forms: Object.fromEntries(entries) });
  if (text.length > DRAFTS_MAX_CHARS) return false;
  storage.setItem(DRAFTS_KEY, text);
  return true;
}

/** Text values with something in them, secrets left out. */
function clean(values: unknown): DraftValues {
  if (typeof values !== "object" || values === null) return {};
  const kept: DraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && value.trim() !== "" && !SECRET_FIELD.test(name)) kept[name] = value;
  }
  return kept;
}

/** How the session's end treats drafts: a voluntary logout takes them with everything
 * else the session stored; an expiry keeps them for the same user's next login. */
export function draftsAfterSessionEnd(drafts: DraftStore, reason: SessionEndReason): void {
  if (reason === "logout") drafts.clear();
}
