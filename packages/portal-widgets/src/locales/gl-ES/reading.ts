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
} satisfies CompleteMessages["reading"];
