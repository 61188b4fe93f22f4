import { DocumentPool } from "./documentPool";
import type { DocumentTaskName, DocumentTasks } from "./tasks";

/** What runs the tasks: the worker pool, or a stand-in in tests. */
export interface DocumentRunner {
  run<N extends DocumentTaskName>(name: N, args: Parameters<DocumentTasks[N]>, signal?: AbortSignal): Promise<Buffer>;
  close(): Promise<void>;
}

import { ExportBusyError, ExportGate, userBusy } from "./exportGate";
import type { SharedSlots } from "./sharedSlots";

export interface DocumentServiceConfig {
  /** Worker threads (EXPORT_WORKERS). */
  exportWorkers: number;
  /** Documents in flight per user (EXPORTS_PER_USER), across replicas with shared slots. */
  exportsPerUser: number;
  /** Documents admitted beyond one per thread, waiting for a thread (EXPORT_QUEUE_LIMIT). */
  exportQueueLimit: number;
}

/** The documents' worker pool and who may use it: one per server process. */
export class DocumentService {
  readonly pool: DocumentRunner;
  readonly gate: ExportGate;

  /** `pool` replaces the worker threads (tests hold tasks with it); `shared` counts each user's
   * documents across replicas (sharedSlots.ts), on top of this process's gate. */
  constructor(
    config: DocumentServiceConfig,
    pool?: DocumentRunner,
    private readonly shared?: SharedSlots,
  ) {
    this.pool = pool ?? new DocumentPool(config.exportWorkers);
    this.gate = new ExportGate({ perUser: config.exportsPerUser, total: config.exportWorkers + config.exportQueueLimit });
  }

  /** Takes a slot for `user` in this process and, with `shared`, across replicas; throws
   * ExportBusyError when either is full. The answer gives both back (once). */
  async enter(user: string): Promise<() => void> {
    const local = this.gate.enter(user);
    if (!this.shared) return local;
    let shared: (() => Promise<void>) | null;
    try {
      shared = await this.shared.take(user, this.gate.limits.perUser);
    } catch (error) {
      local();
      throw error;
    }
    if (!shared) {
      local();
      throw new ExportBusyError(userBusy(this.gate.limits.perUser), this.gate.limits.userRetrySeconds ?? 10);
    }
    const release = shared;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      local();
      // A slot that cannot be given back (Redis or the database gone) frees itself when its
      // lease ends.
      release().catch(() => undefined);
    };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
