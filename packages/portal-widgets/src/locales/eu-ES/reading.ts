import type { CompleteMessages } from "../messages";

export const reading = {
  labels: {
    energiaActivaTotal: "Energia aktiboa guztira",
    punta: "Puntako ordua",
    llano: "Lauko ordua",
    valle: "Haraneko ordua",
    energiaActiva: "Energia aktiboa {{period}}",
    energiaReactiva: "Energia erreaktiboa {{period}}",
    potenciaMaxima: "Potentzia maximoa {{period}}",
    consumo: "Kontsumoa",
  },
  numeric:
    "{{field}} eremuak zenbakizko karaktereak soilik izan ditzake, koma (,) hamartarren bereizle gisa; ez da onartzen puntua (.) milakoen bereizle gisa",
  positive: "{{field}} eremuak zero (0) baino handiagoa izan behar du",
  wholeKwh: "{{field}} eremua kWh osotan idazten da: zure kontagailuak ez du hamartarrik erakusten. Berrikusi idatzi duzun zenbakia.",
  lower:
    "{{field}} eremuaren irakurketa aurrekoa baino txikiagoa da: kontagailuek aurrera bakarrik egiten dute. Berrikusi idatzi duzun zenbakia.",
  jump: "{{field}} eremuaren irakurketak ohikoa baino askoz kontsumo handiagoa dakar aurreko irakurketatik. Berrikusi idatzi duzun zenbakia.",
  unit: "{{unit}} unitatetan",
  previous: "Aurreko irakurketa: {{value}} {{unit}} ({{date}})",
} satisfies CompleteMessages["reading"];
