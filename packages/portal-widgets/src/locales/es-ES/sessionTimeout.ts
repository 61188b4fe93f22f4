import type { FirstLoadMessageAreas } from "../areaTypes";
import type { TextArea } from "../textArea";

// Not in the spec: the idle timeout's warning.
export const sessionTimeout = {
  title: "Tu sesión va a caducar",
  description: "Por tu seguridad, cerraremos la sesión si no hay actividad.",
  stay: "Seguir conectado",
  logout: "Cerrar sesión",
  countdown: "La sesión se cerrará en {{time}}.",
  remaining: "Quedan {{seconds}} segundos para que se cierre la sesión.",
} satisfies FirstLoadMessageAreas["sessionTimeout"];

/** The handle of the area, to read it with `useTexts` / `textsOf` like every other area (a
 * literal, not `textArea`: the first load then needs no module of the lazily read areas). */
export const sessionTimeoutMessages: TextArea<typeof sessionTimeout> = { key: "sessionTimeout", spanish: sessionTimeout };
