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
  /** {{field}}: an electricity energy register with decimals. */
  wholeKwh: "El campo {{field}} se escribe en kWh enteros: tu contador no marca decimales. Revisa el número que has escrito.",
  /** {{field}} */
  lower: "La lectura de {{field}} es menor que la anterior: los contadores solo avanzan. Revisa el número que has escrito.",
  /** {{field}} */
  jump: "La lectura de {{field}} supone mucho más consumo del habitual desde la lectura anterior. Revisa el número que has escrito.",
  /** {{unit}}: kWh, kVArh, kW or m³, under each field. */
  unit: "En {{unit}}",
  /** {{value}}, {{unit}}, {{date}}: the last reading sent, under each field. */
  previous: "Lectura anterior: {{value}} {{unit}} el {{date}}",
});
