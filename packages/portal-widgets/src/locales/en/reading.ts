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
    "The {{field}} field may only contain digits, with a comma (,) as the decimal separator; a full stop (.) is not allowed as a thousands separator",
  positive: "The {{field}} field must be greater than zero (0)",
  wholeKwh: "{{field}} is read in whole kWh: your meter shows no decimals. Please check the number you typed.",
  lower: "The {{field}} reading is lower than the previous one: meters only go up. Please check the number you typed.",
  jump: "The {{field}} reading means far more consumption than usual since the previous reading. Please check the number you typed.",
  unit: "In {{unit}}",
  previous: "Previous reading: {{value}} {{unit}} on {{date}}",
} satisfies CompleteMessages["reading"];
