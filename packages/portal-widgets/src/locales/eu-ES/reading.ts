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
} satisfies CompleteMessages["reading"];
