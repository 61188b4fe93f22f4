/**
 * Finished answers (serialized JSON) kept in this process's memory, for calls whose answer
 * cannot change: telemetry and load curves of days that have ended. A year of hourly
 * telemetry is ~9,000 rows and ~500 KB of JSON; building it costs tens of milliseconds of
 * the one thread every other request shares, sending a kept copy well under one.
 *
 * Bounded twice: by bytes (least recently used out first) and by age, so readings a
 * distributor delivers late for a past day show after `ttlMs` at the latest, on every
 * replica. A replica that has not built an answer yet builds it: replicas never disagree
 * for longer than `ttlMs`.
 */
export interface AnswerCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

/** One answer, as sent to clients that take gzip and to those that do not. */
export interface KeptAnswer {
  json: Buffer;
  gzip: Buffer;
}

interface Entry {
  answer: KeptAnswer;
  bytes: number;
  storedAt: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: KeptAnswer): void {
    const bytes = answer.json.length + answer.gzip.length;
    if (bytes > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, { answer, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
