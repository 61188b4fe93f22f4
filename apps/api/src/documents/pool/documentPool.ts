import { Piscina } from "piscina";
import { COMPILED, threadEntry } from "../../paths";
import type { DocumentTask, DocumentTaskName, DocumentTasks } from "./tasks";

const WORKER_FILE = threadEntry("documentWorker", "documents/pool/worker.ts");

/**
 * The compiled server's worker is JavaScript and needs no loader. From the sources it is TypeScript: under `node --import tsx` (npm start, bench) or the tsx CLI the
 * threads inherit the loader with the parent's execArgv; under Vitest (whose own transform
 * does not reach worker threads) they get `--import tsx` themselves. Only the absent case
 * sets execArgv: a Worker refuses process-wide flags a parent may carry.
 */
export function workerExecArgv(parent: readonly string[] = process.execArgv, compiled = COMPILED): string[] | undefined {
  if (compiled) return undefined;
  return parent.some((arg) => arg.includes("tsx")) ? undefined : ["--import", "tsx"];
}

/** Runs document tasks on worker threads; the threads start on the first task. */
export class DocumentPool {
  private pool: Piscina<DocumentTask, Uint8Array> | undefined;

  constructor(readonly threads: number) {}

  /** The file of task `name`, rendered on a worker thread. The bytes come back moved, not
   * copied. An aborted `signal` drops the task from the queue, or stops its thread. */
  async run<N extends DocumentTaskName>(name: N, args: Parameters<DocumentTasks[N]>, signal?: AbortSignal): Promise<Buffer> {
    this.pool ??= new Piscina<DocumentTask, Uint8Array>({
      filename: WORKER_FILE,
      execArgv: workerExecArgv(),
      // Kept warm: a thread's start (loader, pdfkit, exceljs) costs about a second.
      minThreads: this.threads,
      maxThreads: this.threads,
    });
    const bytes = await this.pool.run({ name, args } as DocumentTask, { signal });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.pool?.queueSize ?? 0;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
