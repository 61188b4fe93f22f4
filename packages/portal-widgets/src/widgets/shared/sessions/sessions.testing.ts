import type { Activity, Sessions } from "@oficina-virtual/api-contract";
import { delay, type HttpHandler, HttpResponse, http } from "msw";

/** Test support: 'Sesiones y actividad' over msw — this session, a phone and a laptop, and
 * an activity with each kind the portal records. */

export const demoSessions: Sessions = {
  sesiones: [
    {
      id: "11",
      dispositivo: { navegador: "Firefox", sistema: "Windows", movil: false },
      direccion: "81.32.10.0/24",
      iniciada: "2026-11-24T08:00:00.000Z",
      ultimoUso: "2026-11-24T10:00:00.000Z",
      actual: true,
    },
    {
      id: "12",
      dispositivo: { navegador: "Safari", sistema: "iOS", movil: true },
      direccion: "2a02:9130:abcd::/48",
      iniciada: "2026-11-20T18:30:00.000Z",
      ultimoUso: "2026-11-23T21:15:00.000Z",
      actual: false,
    },
    {
      id: "13",
      dispositivo: { navegador: null, sistema: null, movil: false },
      direccion: null,
      iniciada: "2026-11-01T07:00:00.000Z",
      ultimoUso: "2026-11-02T07:00:00.000Z",
      actual: false,
    },
  ],
};

const firefox = { navegador: "Firefox", sistema: "Windows", movil: false };
export const demoActivity: Activity = {
  actividad: [
    { tipo: "login", fecha: "2026-11-24T08:00:00.000Z", direccion: "81.32.10.0/24", dispositivo: firefox, detalle: null },
    {
      tipo: "iban",
      fecha: "2026-11-22T12:00:00.000Z",
      direccion: "81.32.10.0/24",
      dispositivo: firefox,
      detalle: "100001 ES** **** **** **** **** 1332",
    },
    { tipo: "phone", fecha: "2026-11-21T12:00:00.000Z", direccion: "81.32.10.0/24", dispositivo: firefox, detalle: "*** *** 678" },
    { tipo: "email", fecha: "2026-11-20T12:00:00.000Z", direccion: null, dispositivo: null, detalle: "n***@example.com" },
    { tipo: "password", fecha: "2026-11-19T12:00:00.000Z", direccion: "81.32.10.0/24", dispositivo: firefox, detalle: null },
    { tipo: "session-closed", fecha: "2026-11-18T12:00:00.000Z", direccion: "81.32.10.0/24", dispositivo: firefox, detalle: "2" },
    { tipo: "preferences", fecha: "2026-11-17T12:00:00.000Z", direccion: "81.32.10.0/24", dispositivo: firefox, detalle: null },
    { tipo: "login-failed", fecha: "2026-11-16T12:00:00.000Z", direccion: "95.16.4.0/24", dispositivo: null, detalle: null },
  ],
};

export type SessionsState = Sessions | "loading" | "error";
export type CloseAnswer = "ok" | "notFound" | "serverError";

/** GET answers `sessions` and `activity` (or waits forever for "loading", or 500 for
 * "error"); a close answers by `close` and, when ok, drops the closed sessions. */
export function sessionsHandlers(
  apiBase: string,
  {
    sessions = demoSessions,
    activity = demoActivity,
    close = "ok",
  }: { sessions?: SessionsState; activity?: Activity | "loading" | "error"; close?: CloseAnswer } = {},
): HttpHandler[] {
  let current = sessions;
  const answer = async <T>(state: T | "loading" | "error") => {
    if (state === "loading") await delay("infinite");
    if (state === "error" || state === "loading")
      return HttpResponse.json({ code: 500, mensaje: "Error interno del servidor." }, { status: 500 });
    return HttpResponse.json(state as object);
  };
  const closeWith = (keep: (session: Sessions["sesiones"][number]) => boolean) => {
    if (close === "notFound")
      return HttpResponse.json({ code: 404, mensaje: "No hemos encontrado esa sesión: puede que ya esté cerrada." }, { status: 404 });
    if (close === "serverError") return HttpResponse.json({ code: 500, mensaje: "Error interno del servidor." }, { status: 500 });
    if (typeof current !== "object") return HttpResponse.json({ mensaje: "", cerradas: 0 });
    const before = current.sesiones.length;
    current = { sesiones: current.sesiones.filter(keep) };
    return HttpResponse.json({ mensaje: "Hemos cerrado la sesión.", cerradas: before - current.sesiones.length });
  };
  return [
    http.get(`${apiBase}/ov/user/api/sessions`, () => answer(current)),
    http.get(`${apiBase}/ov/user/api/activity`, () => answer(activity)),
    http.delete(`${apiBase}/ov/user/api/sessions/:id`, ({ params }) => closeWith((session) => session.id !== String(params.id))),
    http.post(`${apiBase}/ov/user/api/sessions/close-others`, () => closeWith((session) => session.actual)),
  ];
}
