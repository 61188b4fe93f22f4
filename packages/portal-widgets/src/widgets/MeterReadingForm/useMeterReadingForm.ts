"use client";

import type { AddReadingBody, SupplyPoint } from "@oficina-virtual/api-contract";
import { useMutation } from "@tanstack/react-query";
import { isApiError } from "../../core/client/ApiError";
import { usePortal } from "../../core/react/portalHooks";
import type { ReadingFormValues } from "../../forms/reading";

/**
 * 'Enviar lectura' (part 2 §2.9). The spec shows no call; we send the reading to the
 * contract's addReading (POST /ov/readings/api/add) with the values as typed (comma decimals).
 */
export function useSendReading(supplyPoint: SupplyPoint) {
  const { client } = usePortal();
  return useMutation({
    mutationFn: (values: ReadingFormValues) =>
      client.call("addReading", {
        body: { codAbonado: supplyPoint.codAbonado, line: supplyPoint.line, cups: supplyPoint.cups, ...values } as AddReadingBody,
      }),
  });
}

export interface ReadingFailure {
  /** The server's own message, when it sent one. */
  message: string | undefined;
  /** Per-field messages (a field the tariff needs that was missing…). */
  fields: Array<{ path: string; message: string }>;
}

/** What a failed send tells us: the server's `mensaje` and its per-field `issues`. */
export function readingFailure(error: unknown): ReadingFailure {
  if (!isApiError(error) || error.kind !== "http" || typeof error.body !== "object" || error.body === null) {
    return { message: undefined, fields: [] };
  }
  const body = error.body as { mensaje?: unknown; issues?: unknown };
  const fields = Array.isArray(body.issues)
    ? body.issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue === "object" && issue !== null && typeof issue.path === "string" && typeof issue.message === "string",
      )
    : [];
  return { message: typeof body.mensaje === "string" && body.mensaje.trim() !== "" ? body.mensaje : undefined, fields };
}
