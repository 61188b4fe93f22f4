import type { FastifyReply } from "fastify";

/**
 * Sends through `reply` and resolves once the response has ended. mountRoute treats an
 * answer as already given only when `reply.sent` is true, which an onSend hook (added by any
 * plugin) would otherwise delay past the handler's return.
 */
export async function sendRaw(reply: FastifyReply, send: (reply: FastifyReply) => void): Promise<undefined> {
  const raw = reply.raw;
  const ended = new Promise<void>((resolve) => {
    raw.once("finish", resolve);
    raw.once("close", resolve);
  });
  send(reply);
  if (!reply.sent) await ended;
  return undefined;
}

/** 204 with no body (the spec's "no data"). */
export const sendNoContent = (reply: FastifyReply) => sendRaw(reply, (r) => void r.code(204).send());

/** RFC 5987 value for filename*: UTF-8, percent-encoded (spaces as %20). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"`, plus the exact name as `filename*=UTF-8''…` when it has
 * spaces or characters outside ASCII ('facturas Electricidad.rar'), with an ASCII fallback. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  const header = `attachment; filename="${ascii}"`;
  if (/^[A-Za-z0-9._-]+$/.test(fileName)) return header;
  return `${header}; filename*=UTF-8''${rfc5987(fileName)}`;
}

export interface FileAnswer {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** A download with the spec's file name in Content-Disposition. */
export function sendFile(reply: FastifyReply, file: FileAnswer): Promise<undefined> {
  return sendRaw(
    reply,
    (r) =>
      void r
        .code(200)
        .header("Content-Type", file.contentType)
        .header("Content-Disposition", contentDisposition(file.fileName))
        .header("Content-Length", file.body.length)
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(file.body),
  );
}
