/**
 * `load` run once and its promise shared by every caller; a failure (a chunk that did not
 * arrive) is forgotten, so the next call tries again. For the parts of the library that come
 * as chunks when first needed (the API client, renewal, the idle timer, TanStack Query's client).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((cause: unknown) => {
      pending = null;
      throw cause;
    });
    return pending;
  };
}
