import type { CompleteMessages } from "../messages";

export const dateRange = {
  desdeRequired: "O campo Desde é obrigatorio.",
  hastaRequired: "O campo Ata é obrigatorio.",
  range12Months: "Só é posible realizar unha consulta nun intervalo de 12 meses.",
  range1Month: "Só é posible realizar unha consulta no intervalo de 1 mes.",
  range1Year: "Só é posible realizar unha consulta no intervalo de 1 ano.",
  hastaBeforeDesde: "A data de inicio debe ser anterior á data de fin da consulta.",
  hastaFuture: "A data de fin da consulta non pode ser posterior a hoxe.",
} satisfies CompleteMessages["dateRange"];
