"use client";

import type { ActivityEntry, ActivityKind } from "@oficina-virtual/api-contract";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { sessionsActivityArea } from "../../../locales/es-ES/labels/sessionsActivity";
import { formatDateTime } from "./dateTime";
import { deviceName } from "./deviceName";

type KindKey = "login" | "loginFailed" | "password" | "email" | "phone" | "iban" | "sessionClosed" | "preferences";

const KIND_KEYS: Record<ActivityKind, KindKey> = {
  login: "login",
  "login-failed": "loginFailed",
  password: "password",
  email: "email",
  phone: "phone",
  iban: "iban",
  "session-closed": "sessionClosed",
  preferences: "preferences",
};

/** The kinds whose detail means something to the customer (the masked new value, a
 * contract and its masked IBAN, how many sessions ended). */
const SHOWN_DETAIL: ReadonlySet<ActivityKind> = new Set(["email", "phone", "iban", "session-closed", "preferences"]);

/** The account's activity, newest first, as a list: each event with its time, where it came
 * from and, for a change, what it changed to (masked by the server). */
export function ActivityList({ activity }: { activity: readonly ActivityEntry[] }) {
  const t = useTexts(sessionsActivityArea).sessionsActivity;
  const { locale } = useLocale();
  if (activity.length === 0) return <p role="status">{t.noActivity}</p>;
  return (
    <ol className="ov:flex ov:flex-col ov:divide-y ov:divide-border" data-slot="activity">
      {activity.map((entry, index) => {
        const detail = SHOWN_DETAIL.has(entry.tipo) ? entry.detalle : null;
        const from = [entry.dispositivo ? deviceName(entry.dispositivo, t) : null, entry.direccion].filter(Boolean).join(" · ");
        return (
          <li
            key={`${entry.fecha}-${index}`}
            className="ov:flex ov:flex-col ov:gap-0.5 ov:py-2 ov:text-sm ov:text-text"
            data-slot="activity-entry"
            data-kind={entry.tipo}
          >
            <span className="ov:font-semibold">
              {t.kinds[KIND_KEYS[entry.tipo]]}
              {detail ? <span className="ov:font-normal"> · {detail}</span> : null}
            </span>
            <span className="ov:text-text-muted">
              <time dateTime={entry.fecha}>{formatDateTime(entry.fecha, locale)}</time>
              {from ? ` · ${t.from}: ${from}` : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
