import { DocumentPool } from "./documentPool";
import type { DocumentTaskName, DocumentTasks } from "./tasks";

/** What runs the tasks: the worker pool, or a stand-in in tests. */
export interface DocumentRunner {
  run<N extends DocumentTaskName>(name: N, args: Parameters<DocumentTasks[N]>, signal?: AbortSignal): Promise<Buffer>;
  close(): Promise<void>;
}

import { ExportGate } from "./exportGate";

export interface DocumentServiceConfig {
  /** Worker threads (EXPORT_WORKERS). */
  exportWorkers: number;
  /** Documents in flight per user (EXPORTS_PER_USER). */
  exportsPerUser: number;
  /** Documents admitted beyond one per thread, waiting for a thread (EXPORT_QUEUE_LIMIT). */
  exportQueueLimit: number;
}

/** The documents' worker pool and who may use it: one per server process. */
export class DocumentService {
  readonly pool: DocumentRunner;
  readonly gate: ExportGate;

  /** `pool` replaces the worker threads (tests hold tasks with it). */
  constructor(config: DocumentServiceConfig, pool?: DocumentRunner) {
    this.pool = pool ?? new DocumentPool(config.exportWorkers);
    this.gate = new ExportGate({ perUser: config.exportsPerUser, total: config.exportWorkers + config.exportQueueLimit });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
