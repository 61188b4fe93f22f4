import { textArea } from "../textArea";

/** The meter reading's fields and their rules (MeterReadingForm). */
export const readingMessages = textArea("reading", {
  labels: {
    energiaActivaTotal: "Energía Activa Total",
    punta: "Punta",
    llano: "Llano",
    valle: "Valle",
    energiaActiva: "Energía Activa {{period}}",
    energiaReactiva: "Energía Reactiva {{period}}",
    potenciaMaxima: "Potencia Máxima {{period}}",
    consumo: "Consumo",
  },
  numeric:
    "El campo {{field}} sólo puede tener caracteres numéricos, con la coma (,) como separador de decimal, y no se permite el punto (.) como separador de miles",
  positive: "El campo {{field}} debe de ser mayor que cero (0)",
});
