"use client";

import * as React from "react";
import { type DownloadKind, isValidDownload } from "../../domain/downloads";
import { downloadsBusyText } from "../../domain/serverTexts";
import type { LocaleId } from "../../locales/available";
import type { Messages } from "../../locales/messages";
import { type ApiError, isApiError } from "../client/ApiError";
import type { DownloadResult } from "../client/responseReading";
import { saveBlob } from "../client/saveFile";

export type DownloadOutcome =
  | { ok: true; fileName: string; size: number }
  /** The server answered with a file under the spec's minimum (an error page, not the file). */
  | { ok: false; reason: "too-small"; size: number }
  /** 429: the server is generating as many files for this user as it allows (two), or as
   * many as it can; `message` is its own Spanish text, when it sent one. Trying again later
   * works. */
  | { ok: false; reason: "busy"; message: string | undefined }
  | { ok: false; reason: "failed"; error: ApiError | Error };

const BUSY_STATUS = 429;

function failureOf(error: unknown): DownloadOutcome {
  if (isApiError(error) && error.status === BUSY_STATUS) {
    const mensaje = (error.body as { mensaje?: unknown } | null | undefined)?.mensaje;
    return { ok: false, reason: "busy", message: typeof mensaje === "string" && mensaje.trim() ? mensaje : undefined };
  }
  return { ok: false, reason: "failed", error: isApiError(error) ? error : (error as Error) };
}

/** The text of a refused download (429): in es-ES the server's, else `common.downloadsBusy`;
 * in another language the catalogue's translation (domain/serverTexts.ts); undefined when
 * the outcome is not a refusal. A screen shows it instead of its generic error, because this
 * one asks the customer to wait, not to worry. */
export function busyDownloadText(outcome: DownloadOutcome, locale: LocaleId, messages: Messages): string | undefined {
  return !outcome.ok && outcome.reason === "busy" ? downloadsBusyText(outcome.message, locale, messages) : undefined;
}

export interface FileDownloadOptions {
  /** The spec's file name; the server's Content-Disposition name is not used, so the
   * name stays the spec's even when a backend sends another. */
  fileName: string;
  kind?: DownloadKind;
}

/**
 * Fetches a file, rejects it when it is smaller than the spec's minimum (150 bytes, 300
 * for proforma Excel/ZIP), and saves it. `pending` holds the names being downloaded, so
 * each button can show its own progress; a second click on the same file is ignored.
 */
export function useFileDownload() {
  const [pending, setPending] = React.useState<ReadonlySet<string>>(() => new Set());
  const inFlight = React.useRef(new Set<string>());

  const download = React.useCallback(
    async (fetchFile: () => Promise<DownloadResult>, { fileName, kind = "default" }: FileDownloadOptions): Promise<DownloadOutcome> => {
      if (inFlight.current.has(fileName)) return { ok: false, reason: "failed", error: new Error("Descarga en curso") };
      inFlight.current.add(fileName);
      setPending(new Set(inFlight.current));
      try {
        const { blob } = await fetchFile();
        if (!isValidDownload(blob.size, kind)) return { ok: false, reason: "too-small", size: blob.size };
        saveBlob(blob, fileName);
        return { ok: true, fileName, size: blob.size };
      } catch (error) {
        return failureOf(error);
      } finally {
        inFlight.current.delete(fileName);
        setPending(new Set(inFlight.current));
      }
    },
    [],
  );

  return { download, pending, isPending: (fileName: string) => pending.has(fileName) };
}
