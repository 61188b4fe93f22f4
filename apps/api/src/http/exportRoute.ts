import type { RouteDef } from "@oficina-virtual/api-contract";
import type { AppDeps } from "../context";
import type { DocumentTaskName, DocumentTasks } from "../documents/pool/tasks";
import { HttpError } from "../errors/httpError";
import type { ParsedRequest, RouteHandler } from "./contractRoute";

/** Renders document `name` on the worker pool. */
export type RenderDocument = <N extends DocumentTaskName>(name: N, ...args: Parameters<DocumentTasks[N]>) => Promise<Buffer>;

/** The answer nobody reads: the client closed the connection (nginx's 499). */
const clientGone = () => new HttpError(499, 499, "Descarga cancelada.");

/**
 * A route that answers a generated document. Once mountRoute has checked the caller and the
 * request, it takes one of the caller's export slots before the handler reads anything (a
 * refused request costs no query and no thread) and gives it back however the request ends:
 * the file sent, an error, or the client gone. A client that leaves also takes its task off
 * the pool (dropped from the queue, or its thread stopped and replaced), so no CPU goes to a
 * file no one will read.
 */
export function exportRoute<R extends RouteDef>(
  deps: AppDeps,
  handler: (req: ParsedRequest<R>, render: RenderDocument) => Promise<unknown>,
): RouteHandler<R> {
  return async (req) => {
    const user = req.caller ? `user:${req.caller.userId}` : `address:${req.raw.ip}`;
    let release: () => void;
    try {
      release = await deps.documents.enter(user);
    } catch (error) {
      const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (seconds !== undefined) req.reply.header("Retry-After", String(seconds));
      throw error;
    }
    const response = req.reply.raw;
    const gone = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) gone.abort();
    };
    response.once("close", onClose);
    const render: RenderDocument = async (name, ...args) => {
      if (gone.signal.aborted) throw clientGone();
      try {
        return await deps.documents.pool.run(name, args, gone.signal);
      } catch (error) {
        throw gone.signal.aborted ? clientGone() : error;
      }
    };
    try {
      return await handler(req, render);
    } finally {
      response.off("close", onClose);
      release();
    }
  };
}
