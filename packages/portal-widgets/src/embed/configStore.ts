// The page's configuration (from `<ov-portal>`, `OficinaVirtual.configure()` or both), as a
// small store the embed's React root subscribes to.
import type { EmbedConfig, ResolvedConfig } from "./config";

/** The script's own origin: the API host when the page configures none. */
function scriptOrigin(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return typeof location === "undefined" ? "" : location.origin;
  }
}

let current: EmbedConfig = {};
let snapshot: ResolvedConfig | null = null;
const listeners = new Set<() => void>();

/** Values read once by the provider: changing one of them rebuilds the session and client. */
function keyOf(config: EmbedConfig, apiBaseUrl: string): string {
  const storage = typeof config.storage === "object" ? "adapter" : (config.storage ?? "local");
  return JSON.stringify([
    apiBaseUrl,
    config.adminApiBaseUrl ?? "",
    storage,
    config.clientCredentials ?? null,
    config.connectionCheck ?? null,
  ]);
}

export function configure(next: EmbedConfig): void {
  current = { ...current, ...next };
  snapshot = null;
  for (const listener of listeners) listener();
}

export function getConfig(): ResolvedConfig {
  if (!snapshot) {
    const apiBaseUrl = current.apiBaseUrl ?? scriptOrigin();
    snapshot = { ...current, apiBaseUrl, key: keyOf(current, apiBaseUrl) };
  }
  return snapshot;
}

export function subscribeConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only. */
export function resetConfig(): void {
  current = {};
  snapshot = null;
}
