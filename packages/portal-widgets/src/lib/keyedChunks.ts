/** Chunks fetched by key (a language), each the first time it is asked for. */
export interface KeyedChunks<K extends string, T> {
  /** The value of `key` if its chunk has already loaded. */
  loaded(key: K): T | undefined;
  /** The value of `key`, fetching its chunk the first time. A failed fetch is not remembered,
   * so the next call tries again. */
  load(key: K): Promise<T>;
}

/**
 * One lazily fetched chunk per key (the catalogue of each language, the legal pages in each
 * language): every loaded value is kept, so switching back and forth does not fetch it again,
 * and callers asking at the same time share one fetch. `ready` holds the values that need no
 * chunk (the Spanish catalogue, in the first load); every other key needs a loader.
 */
export function keyedChunks<K extends string, T, Ready extends K = never>(
  loaders: { readonly [key in Exclude<K, Ready>]: () => Promise<T> },
  ready: Iterable<readonly [Ready, T]> = [],
): KeyedChunks<K, T> {
  const loaded = new Map<K, T>(ready);
  const pending = new Map<K, Promise<T>>();
  return {
    loaded: (key) => loaded.get(key),
    load(key) {
      const value = loaded.get(key);
      if (value !== undefined) return Promise.resolve(value);
      let promise = pending.get(key);
      if (!promise) {
        // Every key without a ready value has a loader (the loaders' type says so).
        promise = loaders[key as Exclude<K, Ready>]()
          .then((result) => {
            loaded.set(key, result);
            return result;
          })
          .finally(() => pending.delete(key));
        pending.set(key, promise);
      }
      return promise;
    },
  };
}
