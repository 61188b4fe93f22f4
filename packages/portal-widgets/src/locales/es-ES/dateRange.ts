import { textArea } from "../textArea";

/** The date-range rules of the invoice, telemetry, load-curve and certificate searches. */
export const dateRangeMessages = textArea("dateRange", {
  desdeRequired: "El campo Desde es obligatorio.",
  hastaRequired: "El campo Hasta es obligatorio.",
  range12Months: "Sólo es posible realizar una consulta en un rango de 12 meses.",
  range1Month: "Sólo es posible realizar una consulta en el rango de 1 mes.",
  range1Year: "Sólo es posible realizar una consulta en el rango de 1 año.",
  hastaBeforeDesde: "La fecha de inicio debe de ser anterior a la fecha de fin de la consulta.",
  hastaFuture: "La fecha de fin de la consulta no puede ser posterior a hoy.",
});
