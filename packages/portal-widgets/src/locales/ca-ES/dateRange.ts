import type { CompleteMessages } from "../messages";

export const dateRange = {
  desdeRequired: "El camp Des de és obligatori.",
  hastaRequired: "El camp Fins a és obligatori.",
  range12Months: "Només es pot fer una consulta en un interval de 12 mesos.",
  range1Month: "Només es pot fer una consulta en un interval d'1 mes.",
  range1Year: "Només es pot fer una consulta en un interval d'1 any.",
  hastaBeforeDesde: "La data d'inici ha de ser anterior a la data de fi de la consulta.",
  hastaFuture: "La data de fi de la consulta no pot ser posterior a avui.",
} satisfies CompleteMessages["dateRange"];
