"use client";

import {
  type AddReadingBody,
  type LastReadingResponse,
  READING_FIELDS,
  type ReadingField,
  type SupplyPoint,
} from "@oficina-virtual/api-contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../core/client/ApiError";
import { usePortal } from "../../core/react/portalHooks";
import { readingFieldLabel } from "../../domain/readingFields";
import { type PreviousReading, readingUnit } from "../../domain/readingSanity";
import { showsServerText } from "../../domain/serverTexts";
import type { ReadingFormValues } from "../../forms/reading";
import type { LocaleId } from "../../locales/available";
import { telemetryArea } from "../../locales/es-ES/labels/telemetry";
import { validationMessages } from "../../locales/es-ES/validation";
import { formatMessage } from "../../locales/format";
import type { Messages } from "../../locales/messages";
import { textsOf } from "../../locales/texts";

/**
 * 'Enviar lectura' (part 2 §2.9). The spec shows no call; we send the reading to the
 * contract's addReading (POST /ov/readings/api/add) with the values as typed (comma decimals).
 */
export function useSendReading(supplyPoint: SupplyPoint) {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReadingFormValues) =>
      client.call("addReading", {
        body: { codAbonado: supplyPoint.codAbonado, line: supplyPoint.line, cups: supplyPoint.cups, ...values } as AddReadingBody,
      }),
    // The reading just sent is the one the next is checked against.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lastReadingKey(supplyPoint.codAbonado) }),
  });
}

const lastReadingKey = (codAbonado: string) => ["readings", "last", codAbonado] as const;

/** The contract's last reading (GET /ov/readings/api/last). Until it answers, or if it fails,
 * the form works without it: the checks against it stay off. */
export function useLastReading(codAbonado: string) {
  const { client } = usePortal();
  return useQuery({
    queryKey: lastReadingKey(codAbonado),
    queryFn: ({ signal }) => client.call("lastReading", { query: { codAbonado }, signal }),
  });
}

export type PreviousReadings = Partial<Record<ReadingField, PreviousReading & { sentAt: Date }>>;

const DAY_MS = 86_400_000;

/** Each field's previous reading, for the registers that only go up: a maximum demand (kW)
 * starts again every billing period, so a lower one is no mistake. */
export function previousReadings(answer: LastReadingResponse | null | undefined, now: Date): PreviousReadings {
  const reading = answer?.reading;
  if (!reading) return {};
  const sentAt = new Date(reading.createdAt);
  const days = Math.max(0, Math.floor((now.getTime() - sentAt.getTime()) / DAY_MS));
  const previous: PreviousReadings = {};
  for (const field of READING_FIELDS) {
    const typed = reading.values[field];
    const value = typed === undefined ? Number.NaN : Number(typed.replace(",", "."));
    if (!Number.isFinite(value) || readingUnit(field) === "kW") continue;
    previous[field] = { value, days, averageDaily: answer.averageDaily[field], sentAt };
  }
  return previous;
}

export interface ReadingFailure {
  /** The answer's status; 0 when none arrived. */
  status: number;
  /** The server's own message, when it sent one. */
  message: string | undefined;
  /** Per-field messages (a field the tariff needs that was missing…). */
  fields: Array<{ path: string; message: string }>;
}

/** What a failed send tells us: the status, the server's `mensaje` and its per-field `issues`. */
export function readingFailure(error: unknown): ReadingFailure {
  const status = isApiError(error) && error.kind === "http" ? (error.status ?? 0) : 0;
  if (!isApiError(error) || error.kind !== "http" || typeof error.body !== "object" || error.body === null) {
    return { status, message: undefined, fields: [] };
  }
  const body = error.body as { mensaje?: unknown; issues?: unknown };
  const fields = Array.isArray(body.issues)
    ? body.issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue === "object" && issue !== null && typeof issue.path === "string" && typeof issue.message === "string",
      )
    : [];
  return { status, message: typeof body.mensaje === "string" && body.mensaje.trim() !== "" ? body.mensaje : undefined, fields };
}

const isReadingField = (path: string): path is ReadingField => (READING_FIELDS as readonly string[]).includes(path);

/**
 * The texts a failed send shows: the form's error and each field's. In es-ES the server's
 * own (Spanish, as it sent them), else the generic `failed`. In another language the
 * catalogue's, chosen by the status and the fields the answer names (the server checks the
 * fields sent against the tariff: a field that was sent is one the tariff does not take, one
 * that was not is missing), else `failed`.
 */
export function readingFailureTexts(
  failure: ReadingFailure,
  sent: ReadingFormValues,
  locale: LocaleId,
  messages: Messages,
): { message: string; fields: Array<{ path: string; message: string }> } {
  const texts = textsOf(messages, telemetryArea).reading;
  if (showsServerText(locale)) return { message: failure.message ?? texts.failed, fields: failure.fields };
  const named = failure.fields.map((issue) => issue.path).filter(isReadingField);
  const required = textsOf(messages, validationMessages).required;
  const fields = named.map((path) => {
    const field = readingFieldLabel(path, messages);
    const wasSent = (sent[path] ?? "").trim() !== "";
    return { path, message: formatMessage(wasSent ? texts.fieldNotInTariff : required, { field }) };
  });
  if (failure.status === 400 && named.length > 0) {
    const labels = named.map((path) => readingFieldLabel(path, messages)).join(", ");
    return { message: formatMessage(texts.rejected, { fields: labels }), fields };
  }
  if (failure.status === 404) return { message: texts.supplyNotFound, fields };
  return { message: texts.failed, fields };
}
