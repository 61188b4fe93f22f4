import type { CompleteMessages } from "../../messages";

export const dataExportLabels = {
  heading: "Baixar les meves dades",
  intro:
    "Prepara un fitxer ZIP amb totes les dades que guardem sobre tu: perfil, contractes, factures, lectures, corbes de càrrega (en el format de la CNMC), sol·licituds, preferències, comptes bancaris, canvis de contacte, sessions i activitat del compte, cadascun en JSON i en CSV.",
  start: "Preparar les meves dades",
  preparing: "S'estan preparant les teves dades… {{percent}} %",
  progressLabel: "Progrés de la preparació de les teves dades",
  ready: "Les teves dades estan a punt.",
  available: "Pots baixar-les fins al {{date}}.",
  download: "Baixa les meves dades (ZIP)",
  downloadError: "No hem pogut baixar el fitxer. Torna-ho a provar.",
  failed: "No hem pogut preparar les teves dades. Torna-ho a provar d'aquí a uns minuts.",
  retry: "Tornar-ho a provar",
  busy: "Ara no podem preparar les teves dades: tens altres descàrregues en curs o ja les has demanat diverses vegades. Torna-ho a provar més tard.",
  startError: "No hem pogut començar a preparar les teves dades. Torna-ho a provar.",
} satisfies CompleteMessages["labels"]["dataExport"];
