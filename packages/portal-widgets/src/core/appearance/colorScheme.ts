import type { StorageAdapter } from "../session/storage";
import type { ColorScheme } from "./appearance";

/** The scheme the user chose with the header's toggle, per browser; absent: follow the system. */
export const COLOR_SCHEME_KEY = "ov-color-scheme";

export function readStoredScheme(storage: StorageAdapter): ColorScheme | null {
  try {
    const value = storage.getItem(COLOR_SCHEME_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

export function storeScheme(storage: StorageAdapter, scheme: ColorScheme): void {
  try {
    storage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // Storage full or blocked: the choice still holds for this page.
  }
}

const QUERY = "(prefers-color-scheme: dark)";
const media = () => (typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null);

/** The system's scheme, for useSyncExternalStore (light while server rendering). */
export const systemScheme = {
  subscribe(listener: () => void): () => void {
    const list = media();
    list?.addEventListener?.("change", listener);
    return () => list?.removeEventListener?.("change", listener);
  },
  get: (): ColorScheme => (media()?.matches ? "dark" : "light"),
  getServer: (): ColorScheme => "light",
};
