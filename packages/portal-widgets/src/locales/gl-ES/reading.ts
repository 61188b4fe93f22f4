import type { CompleteMessages } from "../messages";

export const reading = {
  labels: {
    energiaActivaTotal: "Enerxía activa total",
    punta: "Punta",
    llano: "Chan",
    valle: "Val",
    energiaActiva: "Enerxía activa {{period}}",
    energiaReactiva: "Enerxía reactiva {{period}}",
    potenciaMaxima: "Potencia máxima {{period}}",
    consumo: "Consumo",
  },
  numeric:
    "O campo {{field}} só pode ter caracteres numéricos, coa coma (,) como separador decimal, e non se permite o punto (.) como separador de milleiros",
  positive: "O campo {{field}} debe ser maior que cero (0)",
  wholeKwh: "O campo {{field}} escríbese en kWh enteiros: o teu contador non marca decimais. Revisa o número que escribiches.",
  lower: "A lectura de {{field}} é menor que a anterior: os contadores só avanzan. Revisa o número que escribiches.",
  jump: "A lectura de {{field}} supón moito máis consumo do habitual desde a lectura anterior. Revisa o número que escribiches.",
  unit: "En {{unit}}",
  previous: "Lectura anterior: {{value}} {{unit}} o {{date}}",
} satisfies CompleteMessages["reading"];
