import type { CompleteMessages } from "../messages";

export const sessionTimeout = {
  title: "La teva sessió caducarà aviat",
  description: "Per seguretat, tancarem la sessió si no hi ha activitat.",
  stay: "Continua connectat",
  logout: "Tanca la sessió",
  countdown: "La sessió es tancarà d'aquí a {{time}}.",
  remaining: "Queden {{seconds}} segons perquè es tanqui la sessió.",
} satisfies CompleteMessages["sessionTimeout"];
