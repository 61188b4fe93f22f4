import type { CompleteMessages } from "../messages";

export const reading = {
  labels: {
    energiaActivaTotal: "Total active energy",
    punta: "Peak",
    llano: "Mid-peak",
    valle: "Off-peak",
    energiaActiva: "Active energy {{period}}",
    energiaReactiva: "Reactive energy {{period}}",
    potenciaMaxima: "Maximum power {{period}}",
    consumo: "Consumption",
  },
  numeric:
    "The {{field}} field may only contain digits, with a point (.) or a comma (,) before up to 3 decimals; thousands separators are not allowed (write 1234, not 1,234)",
  positive: "The {{field}} field must be greater than zero (0)",
  wholeKwh: "{{field}} is read in whole kWh: your meter shows no decimals. Please check the number you typed.",
  lower: "The {{field}} reading is lower than the previous one: meters only go up. Please check the number you typed.",
  jump: "The {{field}} reading means far more consumption than usual since the previous reading. Please check the number you typed.",
  unit: "In {{unit}}",
  previous: "Previous reading: {{value}} {{unit}} on {{date}}",
} satisfies CompleteMessages["reading"];
