import { type BrowserStorageArea, STORED_KEYS } from "../../../core/session/storedKeys";
import { COMPANY } from "./company";
import type { CookieRow } from "./LegalPage";

/** The purpose and lifetime of each STORED_KEYS entry in one language, by the entry's name. */
export type StoredKeyTexts = Readonly<Record<string, { purpose: string; lifetime: string }>>;

/** The rows of one storage area, straight from the library's list of what it stores
 * (core/session/storedKeys.ts), so the page says exactly what is kept. `texts` translates
 * the purposes and lifetimes (STORED_KEYS has them in Spanish); an entry it lacks keeps its
 * Spanish texts rather than dropping a row (a test holds every language to every entry). */
export function storedKeyRows(area: BrowserStorageArea, texts?: StoredKeyTexts): CookieRow[] {
  return STORED_KEYS.filter((entry) => entry.area === area).map((entry) => ({
    name: entry.name,
    provider: COMPANY.brand,
    purpose: texts?.[entry.name]?.purpose ?? entry.purpose,
    expiry: texts?.[entry.name]?.lifetime ?? entry.lifetime,
  }));
}
