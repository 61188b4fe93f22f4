import type { CompleteMessages } from "../messages";

export const sessionTimeout = {
  title: "Zure saioa iraungitzear dago",
  description: "Zure segurtasunerako, saioa itxiko dugu jarduerarik ez badago.",
  stay: "Jarraitu konektatuta",
  logout: "Itxi saioa",
  countdown: "Saioa {{time}} barru itxiko da.",
  remaining: "{{seconds}} segundo falta dira saioa ixteko.",
} satisfies CompleteMessages["sessionTimeout"];
