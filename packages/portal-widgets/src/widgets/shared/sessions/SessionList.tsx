"use client";

import type { SessionEntry } from "@oficina-virtual/api-contract";
import { useLocale, useTexts } from "../../../core/react/portalHooks";
import { sessionsActivityArea } from "../../../locales/es-ES/labels/sessionsActivity";
import { Button } from "../../../ui/Button";
import { formatDateTime } from "./dateTime";
import { deviceName } from "./deviceName";

export interface SessionListProps {
  sessions: readonly SessionEntry[];
  /** The session being closed (its button is busy), or null. */
  closing: string | null;
  onClose: (sessionId: string) => void;
  headingLevel: 3 | 4 | 5;
}

/** The open sessions, this one first and marked 'Esta sesión'; every other one with its
 * 'Cerrar esta sesión' (this one ends with 'Cerrar sesión', as a logout). */
export function SessionList({ sessions, closing, onClose, headingLevel }: SessionListProps) {
  const t = useTexts(sessionsActivityArea).sessionsActivity;
  const { locale } = useLocale();
  const Heading = `h${headingLevel}` as const;
  const ordered = [...sessions].sort((a, b) => Number(b.actual) - Number(a.actual));
  return (
    <ul className="ov:flex ov:flex-col ov:gap-3" data-slot="sessions">
      {ordered.map((session) => {
        const name = deviceName(session.dispositivo, t);
        return (
          <li
            key={session.id}
            className="ov:flex ov:flex-col ov:gap-2 ov:rounded-md ov:border ov:border-border ov:p-3"
            data-slot="session"
            data-current={session.actual || undefined}
          >
            <div className="ov:flex ov:flex-wrap ov:items-center ov:gap-2">
              <Heading className="ov:text-base ov:font-semibold ov:text-text">{name}</Heading>
              {session.actual ? (
                <span className="ov:rounded-full ov:bg-primary ov:px-2 ov:py-0.5 ov:text-xs ov:font-semibold ov:text-primary-contrast">
                  {t.thisSession}
                </span>
              ) : null}
            </div>
            <dl className="ov:grid ov:grid-cols-[auto_1fr] ov:gap-x-3 ov:gap-y-1 ov:text-sm ov:text-text">
              <dt className="ov:font-semibold">{t.address}:</dt>
              <dd className="ov:break-words">{session.direccion ?? t.unknownAddress}</dd>
              <dt className="ov:font-semibold">{t.started}:</dt>
              <dd>{formatDateTime(session.iniciada, locale)}</dd>
              <dt className="ov:font-semibold">{t.lastUsed}:</dt>
              <dd>{formatDateTime(session.ultimoUso, locale)}</dd>
            </dl>
            {session.actual ? null : (
              <Button
                variant="secondary"
                className="ov:self-start"
                busy={closing === session.id}
                aria-label={`${t.closeThis}: ${name}`}
                onClick={() => onClose(session.id)}
              >
                {t.closeThis}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
