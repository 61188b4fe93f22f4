import type { CompleteMessages } from "../messages";

export const sessionTimeout = {
  title: "A túa sesión vai caducar",
  description: "Pola túa seguridade, pecharemos a sesión se non hai actividade.",
  stay: "Seguir conectado",
  logout: "Pechar sesión",
  countdown: "A sesión pecharase en {{time}}.",
  remaining: "Quedan {{seconds}} segundos para que se peche a sesión.",
} satisfies CompleteMessages["sessionTimeout"];
