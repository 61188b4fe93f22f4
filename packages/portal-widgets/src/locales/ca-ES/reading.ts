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
} satisfies CompleteMessages["reading"];
