import type { CompleteMessages } from "../messages";

export const reading = {
  labels: {
    energiaActivaTotal: "Energia activa total",
    punta: "Punta",
    llano: "Pla",
    valle: "Vall",
    energiaActiva: "Energia activa {{period}}",
    energiaReactiva: "Energia reactiva {{period}}",
    potenciaMaxima: "Potència màxima {{period}}",
    consumo: "Consum",
  },
  numeric:
    "El camp {{field}} només pot tenir caràcters numèrics, amb la coma (,) com a separador decimal, i no es permet el punt (.) com a separador de milers",
  positive: "El camp {{field}} ha de ser més gran que zero (0)",
  wholeKwh: "El camp {{field}} s'escriu en kWh sencers: el teu comptador no marca decimals. Revisa el número que has escrit.",
  lower: "La lectura de {{field}} és inferior a l'anterior: els comptadors només avancen. Revisa el número que has escrit.",
  jump: "La lectura de {{field}} suposa molt més consum de l'habitual des de la lectura anterior. Revisa el número que has escrit.",
  unit: "En {{unit}}",
  previous: "Lectura anterior: {{value}} {{unit}} el {{date}}",
} satisfies CompleteMessages["reading"];
