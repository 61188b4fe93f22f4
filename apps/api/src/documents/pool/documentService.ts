import { DocumentPool } from "./documentPool";
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
  readonly pool: DocumentPool;
  readonly gate: ExportGate;

  constructor(config: DocumentServiceConfig) {
    this.pool = new DocumentPool(config.exportWorkers);
    this.gate = new ExportGate({ perUser: config.exportsPerUser, total: config.exportWorkers + config.exportQueueLimit });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
