import { COLOR_SCHEME_KEY, storeScheme } from "../appearance/colorScheme";
import { makeJwt } from "../client/client.testing";
import { createActivityTracker, LAST_ACTIVITY_KEY } from "./activity";
import { createDraftStore, DRAFTS_KEY } from "./drafts";
import { LOCALE_KEY } from "./localePreference";
import { SESSION_KEYS } from "./sessionKeys";
import { createSessionStore, type SessionApi } from "./sessionStore";
import type { StorageAdapter } from "./storage";
import { KEYS_ONLY_REMOVED, STORED_KEYS } from "./storedKeys";

// The cookie policy renders STORED_KEYS: these tests hold that list to what the library
// really writes, so the page cannot drift from the browser's storage again.

const declared = STORED_KEYS.flatMap((entry) => entry.keys);

/** A storage that remembers every key ever written. */
function recordingStorage(): StorageAdapter & { written: Set<string> } {
  const items = new Map<string, string>();
  const written = new Set<string>();
  return {
    written,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      written.add(key);
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

describe("STORED_KEYS", () => {
  it("covers every session key once, except the spec's keys the portal only removes, plus the drafts, the last activity, the language and the colour scheme", () => {
    expect(new Set(declared).size).toBe(declared.length);
    const sessionKeys = Object.values(SESSION_KEYS) as string[];
    expect([...declared].sort()).toEqual(
      [
        ...sessionKeys.filter((key) => !KEYS_ONLY_REMOVED.includes(key as never)),
        DRAFTS_KEY,
        LAST_ACTIVITY_KEY,
        LOCALE_KEY,
        COLOR_SCHEME_KEY,
      ].sort(),
    );
    expect(STORED_KEYS.find((entry) => entry.keys.includes(DRAFTS_KEY))?.area).toBe("sessionStorage");
    for (const entry of STORED_KEYS) {
      expect(entry.name.split(" / ")).toEqual(entry.keys);
      expect(entry.purpose).not.toBe("");
      expect(entry.lifetime).not.toBe("");
    }
  });

  it("is a superset of what a whole session writes: login, totals, supply point, expiry, a reasoned logout, drafts", async () => {
    const storage = recordingStorage();
    const api: SessionApi = {
      privateToken: async () => ({ access_token: makeJwt(3600), refresh_token: "r", email: "ana@example.es", isAdministrador: false }),
      me: async () => ({ username: "ana", email: "ana@example.es" }) as never,
      logout: async () => undefined,
    };
    const store = createSessionStore(storage, { api });
    await store.login({ username: "ana", password: "Secreta1!", isAdministradorFinca: true });
    store.setTotals({ totalElectricidad: 1, totalGas: 1, totalContractsElectricidad: 1, totalContractsGas: 1 });
    store.setHasUnicas(true);
    store.setSelectedProduct({ line: "Gas", cups: "ES0217010000000013XY", codAbonado: "100013" });
    store.expire();
    await store.login({ username: "ana", password: "Secreta1!", isAdministradorFinca: false });
    await store.logout({ reason: "noContracts" });

    const drafts = recordingStorage();
    createDraftStore(drafts).save("owner", "issue", { asunto: "Hola" });
    createActivityTracker(storage).markActive();
    storeScheme(storage, "dark");

    const writtenKeys = [...storage.written, ...drafts.written];
    expect(writtenKeys.filter((key) => !declared.includes(key))).toEqual([]);
    expect(writtenKeys.filter((key) => KEYS_ONLY_REMOVED.includes(key as never))).toEqual([]);
  });
});

describe("no other storage", () => {
  // Source text of the library and the host app (tests and stories aside).
  const sources = Object.entries({
    ...import.meta.glob<string>("../../**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
    ...import.meta.glob<string>("../../../../../apps/host/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
  }).filter(([path]) => !/\.(test|stories|testing)\.tsx?$|\/testing\//.test(path));

  it("reads the host app and the library", () => {
    expect(sources.some(([path]) => path.includes("apps/host/src/"))).toBe(true);
    expect(sources.length).toBeGreaterThan(100);
  });

  it("sets no cookie, and touches the browser's storage only through the storage adapters", () => {
    expect(sources.filter(([, text]) => /document\.cookie|cookieStore/.test(text)).map(([path]) => path)).toEqual([]);
    const direct = sources.filter(([, text]) => /window\.(localStorage|sessionStorage)|\blocalStorage\.|\bsessionStorage\./.test(text));
    expect(direct.map(([path]) => path).sort()).toEqual(["../../embed/config.ts", "./storage.ts"]);
  });
});
