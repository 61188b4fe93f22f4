import type { FirstLoadMessages } from "../messages";

// Not in the spec: the idle timeout's warning.
export const sessionTimeout = {
  title: "Tu sesión va a caducar",
  description: "Por tu seguridad, cerraremos la sesión si no hay actividad.",
  stay: "Seguir conectado",
  logout: "Cerrar sesión",
  countdown: "La sesión se cerrará en {{time}}.",
  remaining: "Quedan {{seconds}} segundos para que se cierre la sesión.",
} satisfies FirstLoadMessages["sessionTimeout"];
