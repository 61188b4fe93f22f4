import { move } from "piscina";
import { type DocumentTask, documentTasks, isDocumentTaskName } from "./tasks";

/**
 * A file that can move to the main thread without a copy. Buffers under 4 KB are slices of
 * Node's shared allocation pool: moving their ArrayBuffer would detach the pool (and every
 * other small Buffer of this thread), so those are copied into an ArrayBuffer of their own.
 */
export function ownBytes(file: Buffer): Uint8Array {
  const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength && file.buffer instanceof ArrayBuffer;
  return whole ? new Uint8Array(file.buffer, 0, file.byteLength) : new Uint8Array(file);
}

/** Piscina's task handler: runs one document task and transfers the file's bytes back. */
export default async function renderDocument(task: DocumentTask): Promise<Uint8Array> {
  if (!isDocumentTaskName(task.name)) throw new Error(`unknown document task ${String(task.name)}`);
  const render = documentTasks[task.name] as (...args: unknown[]) => Promise<Buffer>;
  const file = await render(...task.args);
  return move(ownBytes(file)) as Uint8Array;
}
